import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from 'shared';
import { isRemoteUnavailable, loadExposed, resetRemote } from './federation';
import { LoadingIndicator } from '../layout/LoadingIndicator';

interface Props {
  remote: string;
  module: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** extra props passed to the parcel */
  extra?: Record<string, unknown>;
  /** a background widget (e.g. the login popup): no loading bar, and nothing shown if it can't load */
  silent?: boolean;
}

type LoadState = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'unavailable' };

export function RemoteUnavailableNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="ti-remote-down">
      <p>{t('error.remoteDown')}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * Mounts one exposed page/widget parcel of a remote, passing the shell router's location and navigator,
 * the route params and query. Falls back (with Retry) when the remote can't be loaded (layer 2) or the
 * parcel crashes (layer 3, the error boundary) — never blanking the rest of the shell.
 */
export function RemoteParcel({ remote, module, params, query, extra, silent = false }: Props) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadExposed<{ default: ParcelConfig }>(remote, module).then((mod) => {
      if (cancelled) return;
      if (isRemoteUnavailable(mod) || !mod.default) setState({ status: 'unavailable' });
      else setState({ status: 'ready', config: mod.default });
    });
    return () => {
      cancelled = true;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'loading') return silent ? null : <LoadingIndicator />;
  if (state.status === 'unavailable') return silent ? null : <RemoteUnavailableNotice onRetry={retry} />;
  return (
    <ErrorBoundary
      fallback={(resetBoundary) => (
        <RemoteUnavailableNotice
          onRetry={() => {
            resetBoundary();
            retry();
          }}
        />
      )}
    >
      <Parcel
        key={`${remote}/${module}#${attempt}`}
        config={state.config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapClassName="ti-parcel"
        handleError={(err: Error) => {
          console.warn(`[shell] parcel ${remote}/${module} failed:`, err.message);
          setState({ status: 'unavailable' });
        }}
        location={location}
        navigator={navigator}
        params={params}
        query={query}
        {...extra}
      />
    </ErrorBoundary>
  );
}
