import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api, languageAtom, sharedStore, type Language, type SeoEntry } from 'shared';
import { NS } from '../i18n';
import { applyPageMeta, seoFor } from './seo';

const NO_ENTRIES: SeoEntry[] = [];

/** `/misc/page-seo` once per language per page load; a failed load is retried on the next language switch. */
const loaded = new Map<Language, Promise<SeoEntry[]>>();
function seoEntries(language: Language): Promise<SeoEntry[]> {
  let p = loaded.get(language);
  if (!p) {
    p = api.call('getPageSeo').then((r) => r.data ?? []);
    p.catch(() => loaded.delete(language));
    loaded.set(language, p);
  }
  return p;
}

/**
 * Spec §2: on each navigation, the title and meta tags come from `/misc/page-seo` keyed by the route path,
 * in the current language; the shell's own strings are the default until (or if never) it loads.
 */
export function useSeo(): void {
  const { pathname } = useLocation();
  const language = useAtomValue(languageAtom, { store: sharedStore });
  const { t } = useTranslation(NS);
  const [entries, setEntries] = useState<{ language: Language; list: SeoEntry[] } | null>(null);

  useEffect(() => {
    let cancelled = false;
    seoEntries(language).then(
      (list) => !cancelled && setEntries({ language, list }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [language]);

  const list = entries?.language === language ? entries.list : NO_ENTRIES;
  useEffect(() => {
    applyPageMeta(seoFor(pathname, list, { title: t('brand'), description: t('seo.description'), image: null }));
  }, [pathname, list, t]);
}
