import { useLocation, useTranslation } from 'page-singleton';
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  ApiError,
  fetchApi,
  languageAtom,
  pageSubject,
  sharedStore,
  type Language,
  type PageItem,
  type SeoEntry,
} from 'shared';
import { NS } from '../i18n';
import { pageItemRequest, type PageItemRequest } from './pageItem';
import { applyPageMeta, dropServerHead, seoFor, serverHeadLanguage, type PageContext } from './seo';

/** `/misc/page-seo` in a language, from the page's one cache (a failed load is asked again next time). */
function seoEntries(language: Language): Promise<SeoEntry[]> {
  return fetchApi('getPageSeo', language).then((r) => r.data ?? []);
}

/**
 * The item a page shows, read in the current language from the page's one cache (the page asks the same call:
 * one request for both); `missing` when the API has no such item for us.
 */
async function readItem(request: PageItemRequest, language: Language): Promise<PageItem | 'missing'> {
  try {
    switch (request.kind) {
      case 'experience': {
        const { data } = await fetchApi('getExperience', language, { params: { id: request.id } });
        return { kind: 'experience', experience: data! };
      }
      case 'place': {
        const { data } = await fetchApi('getPlace', language, { params: { placeId: request.id } });
        return { kind: 'place', place: data! };
      }
      case 'post': {
        const { data } = await fetchApi('getPost', language, { params: { id: request.id } });
        return { kind: 'post', post: data! };
      }
      case 'tag': {
        const tag = ((await fetchApi('getTags', language)).data ?? []).find((t) => t.slug === request.slug);
        return tag ? { kind: 'tag', tag } : 'missing';
      }
      case 'sharedPlan': {
        const { data } = await fetchApi('getSharedPlan', language, { params: { token: request.token } });
        return { kind: 'sharedPlan', plan: data! };
      }
    }
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return 'missing';
    throw err;
  }
}

/** `${language} ${path}` of the page whose head the shell's server rendered, or null when it did not render it. */
function serverRenderedPage(pathname: string): string | null {
  const language = serverHeadLanguage();
  return language ? `${language} ${pathname}` : null;
}

/** What is known for one page in one language: the SEO entries and, for a page about an item, that item. */
interface Known<T> {
  key: string;
  value: T;
}

/**
 * On each navigation, the title and meta tags come from `/misc/page-seo` keyed by the route path,
 * in the current language; a page about a video, place, post or tag is titled with its own name (the same
 * head the shell's server renders). The head is written once what it needs has loaded (or failed to: then
 * the shell's own strings stand in), so the server's head is not replaced by a lesser one meanwhile.
 * Leaving the page the server rendered drops what only described that page (canonical, JSON-LD, cards).
 */
export function useSeo(): void {
  const { pathname } = useLocation();
  const language = useAtomValue(languageAtom, { store: sharedStore });
  const { t } = useTranslation(NS);
  const [entries, setEntries] = useState<Known<SeoEntry[]> | null>(null);
  const [context, setContext] = useState<Known<PageContext> | null>(null);
  const renderedPath = useRef(pathname);
  const pageKey = `${language} ${pathname}`;
  // The server's head describes the page it rendered, in the language it rendered it in: as long as the visitor
  // is on that page in that language there is nothing to fetch or write (two fewer requests at first paint).
  // Once the visitor has left it (another page or language), the head is the app's: coming back asks again.
  const [serverPage, setServerPage] = useState(() => serverRenderedPage(pathname));
  const onServerPage = pageKey === serverPage;
  useEffect(() => {
    if (serverPage !== null && !onServerPage) setServerPage(null);
  }, [serverPage, onServerPage]);

  useEffect(() => {
    if (onServerPage) return;
    let cancelled = false;
    seoEntries(language).then(
      (list) => !cancelled && setEntries({ key: language, value: list }),
      () => !cancelled && setEntries({ key: language, value: [] }),
    );
    return () => {
      cancelled = true;
    };
  }, [language, onServerPage]);

  useEffect(() => {
    const request = pageItemRequest(pathname);
    if (!request || onServerPage) return;
    let cancelled = false;
    const key = `${language} ${pathname}`;
    readItem(request, language).then(
      (item) =>
        !cancelled &&
        setContext({
          key,
          value: item === 'missing' ? { notFound: true } : { subject: pageSubject(item, language) },
        }),
      () => !cancelled && setContext({ key, value: {} }),
    );
    return () => {
      cancelled = true;
    };
  }, [pathname, language, onServerPage]);

  useEffect(() => {
    if (pathname !== renderedPath.current) dropServerHead();
  }, [pathname]);

  const itemReady = !pageItemRequest(pathname) || context?.key === pageKey;
  useEffect(() => {
    if (onServerPage || entries?.key !== language || !itemReady) return;
    applyPageMeta(
      seoFor(
        pathname,
        entries.value,
        { title: t('brand'), description: t('seo.description'), image: null },
        context?.key === pageKey ? context.value : {},
      ),
    );
  }, [pathname, language, pageKey, entries, context, itemReady, onServerPage, t]);
}
