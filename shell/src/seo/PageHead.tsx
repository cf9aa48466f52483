import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'page-singleton';
import { useAtomValue } from 'jotai';
import { languageAtom, sharedStore, type Language } from 'shared';
import { serverHeadLanguage } from './serverHead';

const SeoHead = lazy(() =>
  import(/* webpackChunkName: "page-head" */ './useSeo').then(({ SeoHead }) => ({ default: SeoHead })),
);

/**
 * The page's title and meta tags as the visitor moves on (`useSeo`). The shell's server wrote the head of the page the
 * browser loaded, in the language it rendered it in, so the code that writes a head in the browser (the SEO
 * entries, a page's subject) loads once the visitor leaves that page or its language — at once when the server
 * wrote no head (the installed app's page opened offline).
 */
export function PageHead() {
  const { pathname } = useLocation();
  const language = useAtomValue(languageAtom, { store: sharedStore });
  /** the page the browser loaded: its address and the language of the server's head (null: none) */
  const loaded = useRef<{ pathname: string; language: Language | null } | null>(null);
  /** once the head is the browser's to write: the address of the page the browser loaded */
  const [serverPathname, setServerPathname] = useState<string | null>(null);
  useEffect(() => {
    loaded.current ??= { pathname, language: serverHeadLanguage() };
    const first = loaded.current;
    if (first.language !== language || first.pathname !== pathname) setServerPathname(first.pathname);
  }, [pathname, language]);
  if (serverPathname === null) return null;
  return (
    <Suspense fallback={null}>
      <SeoHead serverPathname={serverPathname} />
    </Suspense>
  );
}
