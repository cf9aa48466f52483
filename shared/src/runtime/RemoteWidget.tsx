import {
  ErrorBoundary,
  mountRootParcel,
  Parcel,
  UNSAFE_NavigationContext,
  useLocation,
  useTranslation,
} from 'page-singleton';
import '../ui/ui.css';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import { isChunkLoadError, needsNewerPage } from './chunkError';
import { LoadingIndicator } from './LoadingIndicator';
import { getRemoteLoader } from './remoteLoader';
import type { ExposedMount } from './exposedModules';
import '../commonStrings';

/**
 * `remote` (its federation name, e.g. `mf_planner`), `module` (a name it exposes, e.g. `SaveToInspiration`) and
 * `extra` (the props that module takes) are checked against the registry of exposed modules.
 */
export type RemoteWidgetProps = ExposedMount & {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** a background widget: no loading bar, and nothing shown if it can't load */
  silent?: boolean;
  /**
   * `near-viewport`: for a widget below the fold, which a first paint doesn't show. Its remote is fetched
   * only once its place comes within NEAR_VIEWPORT_MARGIN of the viewport (scrolling, or focus moving past
   * what comes before it); until then an empty placeholder holds its place.
   */
  load?: 'now' | 'near-viewport';
};

/**
 * How close (in CSS px, above and below the viewport) a deferred widget's place must come before it loads: a
 * little ahead of the scroll, so it is usually there when it comes into view, yet not fetched with a first paint
 * that ends a short way above it.
 */
export const NEAR_VIEWPORT_MARGIN = 250;

/**
 * Whether the element has come within NEAR_VIEWPORT_MARGIN of the viewport (true as soon as its effect runs where it
 * can't tell). The first render is the same wherever it runs — the shell's server renders the page the browser then
 * hydrates — so what the browser can tell is asked in an effect.
 */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * Why a remote isn't shown: it is down or unreachable; a script chunk failed to load (timeout or missing file);
 * or it was built for a newer page than this one (its page singleton range isn't met).
 */
export type UnavailableCause = 'down' | 'chunk' | 'newerPage';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelConfig }
  | { status: 'unavailable'; cause: UnavailableCause };

function causeOf(error: unknown): UnavailableCause {
  if (needsNewerPage(error)) return 'newerPage';
  return isChunkLoadError(error) ? 'chunk' : 'down';
}

export function RemoteUnavailableNotice({
  onRetry,
  cause = 'down',
}: {
  onRetry: () => void;
  cause?: UnavailableCause;
}) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="ti-remote-down">
      <p>{t(cause === 'newerPage' ? 'error.newerPage' : cause === 'chunk' ? 'error.chunk' : 'error.remoteDown')}</p>
      {cause === 'newerPage' ? (
        <button type="button" className="ti-button ti-button--secondary" onClick={() => window.location.reload()}>
          {t('reloadPage')}
        </button>
      ) : (
        <button type="button" className="ti-button ti-button--secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/**
 * Mounts one exposed page or widget parcel of a remote, passing the current router's location and
 * navigator (so its links drive the shell's history), route params and query. Falls back, with Retry,
 * when the remote can't be loaded or the parcel crashes — never blanking the rest of the page.
 */
export function RemoteWidget({
  remote,
  module,
  params = EMPTY,
  query = EMPTY,
  extra,
  silent = false,
  load = 'now',
}: RemoteWidgetProps) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const placeholder = useNearViewport(load === 'near-viewport');

  useEffect(() => {
    if (!placeholder.near) return;
    let cancelled = false;
    setState({ status: 'loading' });
    const loader = getRemoteLoader();
    (loader ? loader.load(remote, module) : Promise.resolve(null)).then(
      (config) =>
        !cancelled && setState(config ? { status: 'ready', config } : { status: 'unavailable', cause: 'down' }),
      (err: unknown) => !cancelled && setState({ status: 'unavailable', cause: causeOf(err) }),
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt, placeholder.near]);

  const retry = useCallback(() => {
    getRemoteLoader()?.reset(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  if (!placeholder.near) return <div ref={placeholder.ref} className="ti-remote-later" />;
  if (state.status === 'loading') return silent ? null : <LoadingIndicator />;
  if (state.status === 'unavailable')
    return silent ? null : <RemoteUnavailableNotice onRetry={retry} cause={state.cause} />;
  return (
    <ErrorBoundary
      // Retry clears the boundary and loads the remote again
      onReset={retry}
      fallbackRender={({ error, resetErrorBoundary }) =>
        silent ? null : <RemoteUnavailableNotice cause={causeOf(error)} onRetry={() => resetErrorBoundary()} />
      }
    >
      <Parcel
        key={`${remote}/${module}#${attempt}`}
        config={state.config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapClassName="ti-parcel"
        handleError={(err: Error) => {
          console.warn(`[remote] parcel ${remote}/${module} failed:`, err.message);
          setState({ status: 'unavailable', cause: causeOf(err) });
        }}
        location={location}
        navigator={navigator}
        params={params}
        query={query}
        {...(extra as Record<string, unknown> | undefined)}
      />
    </ErrorBoundary>
  );
}

const EMPTY: Record<string, string> = {};
