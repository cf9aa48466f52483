import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import {
  ErrorBoundary,
  i18n,
  sharedStore,
  Router,
  I18nextProvider,
  useTranslation,
  type FallbackProps,
  type Location,
  type Navigator,
} from 'page-singleton';
import { isChunkLoadError } from './chunkError';
import '../commonStrings';

/** Props the shell passes to every page parcel. */
export interface ParcelProps {
  /** the shell router's current location */
  location: Location;
  /** the shell router's navigator: links inside the parcel drive the shell's history */
  navigator: Navigator;
  /** route params, e.g. `{ expId: '12', slug: 'taipei' }` */
  params: Record<string, string>;
  /** query string values */
  query: Record<string, string>;
}

/**
 * A crashed parcel's fallback: Retry renders the parcel again. A chunk that failed to load (timeout or missing file)
 * gets its own message, and Retry reloads the page: a failed lazy import is cached, only a fresh load fetches it again.
 */
export function ParcelCrashed({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  return (
    <div role="alert" className="ti-crashed">
      <p>{t(chunk ? 'error.chunk' : 'error.generic')}</p>
      <button type="button" onClick={chunk ? () => window.location.reload() : () => resetErrorBoundary()}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * The wrapping every parcel renders inside: the shell's router (from props), the shared jotai store,
 * the shared i18n instance and an error boundary.
 */
export function RemoteRoot({
  location,
  navigator,
  children,
}: Pick<ParcelProps, 'location' | 'navigator'> & { children: ReactNode }) {
  return (
    <Router location={location} navigator={navigator}>
      <Provider store={sharedStore}>
        <I18nextProvider i18n={i18n}>
          <ErrorBoundary FallbackComponent={ParcelCrashed}>{children}</ErrorBoundary>
        </I18nextProvider>
      </Provider>
    </Router>
  );
}
