import { BrowserRouter, I18nextProvider } from 'page-singleton';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { queryClient } from 'page-singleton';
import { i18n, seedPageAnswers, sharedStore } from 'shared';
import { offlineCache } from './session/offlineCache';
import './i18n';
import './shell.css';
import { App } from './App';
import { installRemoteLoader, registerRemotesFromManifest } from './remote/federation';
import { registerServiceWorkerAfterFirstScreen } from './serviceWorker/register';
import { LoadedScreensContext, loadScreen, screenKey, type ScreenComponent } from './remote/RemoteScreen';
import { matchRoute } from './routes/table';
import { SERVER_RENDERED_ATTRIBUTE } from './serverRequest';

/**
 * The screen the server rendered into the page, loaded before the first render so the browser's first render is the
 * server's HTML (null when the route shows no remote, or its screen can't be had: then the page renders anew).
 */
async function serverRenderedScreen(): Promise<Map<string, ScreenComponent> | null> {
  const remote = matchRoute(window.location.pathname).entry.remote;
  if (!remote) return new Map();
  const screen = await loadScreen(remote);
  return typeof screen === 'function' ? new Map([[screenKey(remote), screen]]) : null;
}

async function start() {
  const rootElement = document.getElementById('root')!;
  installRemoteLoader();
  // what the page's server already read for it (a guest's video, place or post): its screen starts from it
  seedPageAnswers();
  // the cache follows the browser's connection: when it comes back, the writes kept meanwhile are sent (in order)
  // and the reads shown are asked again
  queryClient.mount();
  // what the person last signed in on this browser read and wrote is in the cache before any screen asks (a browser
  // that kept nothing loads none of the persisted cache's code here)
  const restored = offlineCache
    .restoreKept()
    .catch((err: unknown) => console.error('[shell] saved data not restored', err));
  window.addEventListener('pagehide', () => offlineCache.flush());
  try {
    await registerRemotesFromManifest();
  } catch (err) {
    // without the manifest every remote route shows its fallback; the shell itself still works
    console.error('[shell] /remotes.json could not be loaded', err);
  }
  await restored;
  const screens = rootElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ? await serverRenderedScreen() : null;
  const page = (
    <LoadedScreensContext.Provider value={screens ?? new Map()}>
      <BrowserRouter>
        <Provider store={sharedStore}>
          <I18nextProvider i18n={i18n}>
            <App />
          </I18nextProvider>
        </Provider>
      </BrowserRouter>
    </LoadedScreensContext.Provider>
  );
  // One React root for the whole page. The server's HTML is hydrated: the same tree, from the same answers (seeded
  // above), renders the same HTML, and React takes it over instead of rendering it again.
  if (screens) hydrateRoot(rootElement, page);
  else createRoot(rootElement).render(page);
  // the site opens offline from the next visit on
  registerServiceWorkerAfterFirstScreen();
}

void start();
