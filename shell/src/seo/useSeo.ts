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
import { describeReads, type RouteInput } from 'shared/route';
import { NS } from '../i18n';
import { matchRoute } from '../routes';
import { applyPageMeta, dropServerHead, seoFor, serverHeadLanguage, type PageContext } from './seo';

/** `/misc/page-seo` in a language, from the page's one cache (a failed load is asked again next time). */
function seoEntries(language: Language): Promise<SeoEntry[]> {
  return fetchApi('getPageSeo', language).then((r) => r.data ?? []);
}

/**
 * The read that decides the head of the page at an address, as its route declares it (the call, and the item of
 * its answer), or null for a page about no item.
 */
function headRead(pathname: string, search: string) {
  const { entry, params } = matchRoute(pathname);
  const head = entry.head;
  if (!head) return null;
  const input: RouteInput = { params, query: new URLSearchParams(search) };
  const call = describeReads(entry, input).find((read) => read.name === head.read)!;
  return { endpoint: call.endpoint, args: call.args, item: head.item, input };
}

/**
 * The item a page shows, read in the current language from the page's one cache (the page's screen asks the same
 * call, keyed by the same declaration: one request for both); `missing` when the API has no such item for us.
 */
async function readItem(
  read: NonNullable<ReturnType<typeof headRead>>,
  language: Language,
): Promise<PageItem | 'missing' | null> {
  if (read.args === null) return 'missing';
  try {
    const { data } = await fetchApi(read.endpoint, language, read.args);
    return read.item(data as never, read.input);
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
export function useSeo(serverPathname?: string): void {
  const { pathname, search } = useLocation();
  /** the address of the page the browser loaded (whose head the shell's server may have written) */
  const loadedPathname = serverPathname ?? pathname;
  const language = useAtomValue(languageAtom, { store: sharedStore });
  const { t } = useTranslation(NS);
  const [entries, setEntries] = useState<Known<SeoEntry[]> | null>(null);
  const [context, setContext] = useState<Known<PageContext> | null>(null);
  const renderedPath = useRef(loadedPathname);
  const pageKey = `${language} ${pathname}`;
  // The server's head describes the page it rendered, in the language it rendered it in: as long as the visitor
  // is on that page in that language there is nothing to fetch or write (two fewer requests at first paint).
  // Once the visitor has left it (another page or language), the head is the app's: coming back asks again.
  const [serverPage, setServerPage] = useState(() => serverRenderedPage(loadedPathname));
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

  // the head's read for this address; asked again only when its call changes (not on every change of the query)
  const head = headRead(pathname, search);
  const headCall = head && JSON.stringify([head.endpoint, head.args]);
  const headRef = useRef(head);
  headRef.current = head;
  useEffect(() => {
    const read = headRef.current;
    if (!read || onServerPage) return;
    let cancelled = false;
    const key = `${language} ${pathname}`;
    readItem(read, language).then(
      (item) =>
        !cancelled &&
        setContext({
          key,
          value: item === 'missing' ? { notFound: true } : item ? { subject: pageSubject(item, language) } : {},
        }),
      () => !cancelled && setContext({ key, value: {} }),
    );
    return () => {
      cancelled = true;
    };
  }, [pathname, headCall, language, onServerPage]);

  useEffect(() => {
    if (pathname !== renderedPath.current) dropServerHead();
  }, [pathname]);

  const itemReady = !head || context?.key === pageKey;
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

/**
 * The page's head as a component (what `./PageHead.tsx` loads once the visitor leaves the page the browser loaded):
 * `serverPathname` is that page's address.
 */
export function SeoHead({ serverPathname }: { serverPathname: string }): null {
  useSeo(serverPathname);
  return null;
}
