import { BrowserRouter, I18nextProvider } from 'page-singleton';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { queryClient } from 'page-singleton';
import { i18n, registerApiMutations, seedPageAnswers, sharedStore } from 'shared';
import { offlineCache } from './session/offlineCache';
import './i18n';
import './shell.css';
import { App } from './App';
import { installRemoteLoader, registerRemotesFromManifest } from './remote/federation';
import { registerServiceWorkerAfterFirstScreen } from './serviceWorker/register';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  installRemoteLoader();
  // every declared write is known to the page's one cache by its key before any screen writes
  registerApiMutations();
  // what the page's server already read for it (a guest's video, place or post): its screen starts from it
  seedPageAnswers();
  // the cache follows the browser's connection: when it comes back, the writes kept meanwhile are sent (in order)
  // and the reads shown are asked again
  queryClient.mount();
  // what the person last signed in on this browser read and wrote is in the cache before any screen asks
  const restored = offlineCache.use().catch((err: unknown) => console.error('[shell] saved data not restored', err));
  window.addEventListener('pagehide', () => void offlineCache.flush());
  try {
    await registerRemotesFromManifest();
  } catch (err) {
    // without the manifest every remote route shows its fallback; the shell itself still works
    console.error('[shell] /remotes.json could not be loaded', err);
  }
  await restored;
  root.render(
    <BrowserRouter>
      <Provider store={sharedStore}>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </Provider>
    </BrowserRouter>,
  );
  // the site opens offline from the next visit on
  registerServiceWorkerAfterFirstScreen();
}

void start();
