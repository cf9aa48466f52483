// The page's React tree rendered on the shell's server: the shell's layout with the route's screen (from its remote's
// server build), from the answers written into the page, so the browser hydrates it instead of rendering it again.
import type { PageAnswer } from 'contract/constants';
import { Provider } from 'jotai';
import { I18nextProvider, i18n, languageAtom, queryClient, Router, sharedStore, type Navigator } from 'page-singleton';
import { renderToString } from 'react-dom/server';
import type { Language } from 'contract';
import { seedAnswers } from 'shared';
import '../src/i18n';
import { App } from '../src/App';
import { LoadedScreensContext, type ScreenComponent } from '../src/remote/RemoteScreen';
import { ServerRequestContext } from '../src/serverRequest';

/** A rendered page does not navigate: its links are followed by the browser's copy of the tree. */
const STILL: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

export interface TreeInput {
  path: string;
  /** the query string with its `?`, or empty */
  search: string;
  language: Language;
  /** the answers written into the page (the browser seeds its cache with the same before it hydrates) */
  answers: readonly PageAnswer[];
  /** the request's Cookie header */
  cookie: string;
  /** the screens loaded for the page, by `screenKey` */
  screens: ReadonlyMap<string, ScreenComponent>;
}

/**
 * The HTML of the page's tree (what the browser's `hydrateRoot` takes over), as the browser's first render makes it:
 * the same App in the visitor's language, from the same answers, before any effect ran (who is signed in is not
 * known yet; what no answer holds is loading).
 *
 * The page singletons are one per process here (the cache, the store, the i18next instance), so this is one
 * synchronous function from the first line to the last: a process runs one synchronous function at a time, so no
 * other page's render sees this page's answers or language, and the cache is emptied again before it returns.
 * Throws what the render throws (the caller then sends the page to be rendered in the browser).
 */
export function renderTree(input: TreeInput): string {
  void i18n.changeLanguage(input.language);
  if (i18n.language !== input.language) throw new Error(`i18next did not switch to ${input.language} at once`);
  sharedStore.set(languageAtom, input.language);
  queryClient.clear();
  try {
    seedAnswers(input.answers);
    return renderToString(
      <LoadedScreensContext.Provider value={input.screens}>
        <ServerRequestContext.Provider value={{ cookie: input.cookie }}>
          <Router
            location={{ pathname: input.path, search: input.search, hash: '', state: null, key: 'default' }}
            navigator={STILL}
            static
          >
            <Provider store={sharedStore}>
              <I18nextProvider i18n={i18n}>
                <App />
              </I18nextProvider>
            </Provider>
          </Router>
        </ServerRequestContext.Provider>
      </LoadedScreensContext.Provider>,
    );
  } finally {
    queryClient.clear();
  }
}
