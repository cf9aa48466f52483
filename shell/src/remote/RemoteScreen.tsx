import { ErrorBoundary, UNSAFE_NavigationContext, useLocation } from 'page-singleton';
import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import {
  isChunkLoadError,
  LoadingIndicator,
  needsNewerPage,
  ParcelCrashed,
  RemoteUnavailableNotice,
  RemoteWidget,
  type ExposedRef,
  type ParcelProps,
  type UnavailableCause,
} from 'shared';
import { isRemoteUnavailable, loadExposed, resetRemote } from './federation';

/** A remote's screen as a component of the shell's own tree (what an exposed page module exports as `Screen`). */
export type ScreenComponent = ComponentType<ParcelProps>;

/** The key of an exposed page: `mf_discovery/HomePage`. */
export function screenKey(ref: ExposedRef<'page'>): string {
  return `${ref.remote}/${ref.module}`;
}

/** The screen an exposed page module exports, or null when it exports none (a remote built before screens). */
export function screenOf(mod: unknown): ScreenComponent | null {
  const screen = (mod as { Screen?: unknown } | null | undefined)?.Screen;
  return typeof screen === 'function' ? (screen as ScreenComponent) : null;
}

/**
 * The screens a page has loaded before its first render, by `screenKey`: the shell's server renders the route's screen
 * from the remote's server build, and the browser loads it before it hydrates, so both render the screen at once
 * (the same HTML) instead of a loading state.
 */
export const LoadedScreensContext = createContext<ReadonlyMap<string, ScreenComponent>>(new Map());

/** The screens loaded so far in this page (a second visit of a route renders its screen at once). */
const loaded = new Map<string, ScreenComponent>();

/**
 * The route's screen, loaded through the federation runtime: the screen, null when its module exports none (show it as
 * a parcel), or why its remote can't be had (built for a newer page, a chunk that failed, down).
 */
export async function loadScreen(ref: ExposedRef<'page'>): Promise<ScreenComponent | null | UnavailableCause> {
  const known = loaded.get(screenKey(ref));
  if (known) return known;
  const mod = await loadExposed(ref.remote, ref.module);
  if (isRemoteUnavailable(mod))
    return needsNewerPage(mod.error) ? 'newerPage' : isChunkLoadError(mod.error) ? 'chunk' : 'down';
  const screen = screenOf(mod);
  if (screen) loaded.set(screenKey(ref), screen);
  return screen;
}

type ScreenState =
  | { status: 'loading' }
  | { status: 'screen'; Screen: ScreenComponent }
  | { status: 'parcel' }
  | { status: 'unavailable'; cause: UnavailableCause };

/**
 * A route's page from a remote, rendered in the shell's own React tree (one React root for the page): the screen
 * its exposed module exports, with the shell's router, store and translations (the page's singletons) and an error
 * boundary whose Retry renders it again. A remote that can't be loaded shows why (down, built for a newer page) with
 * Retry, as a widget does; a module without a screen (a remote built before) is mounted as a parcel by RemoteWidget.
 */
export function RemoteScreen({
  remote,
  params,
  query,
}: {
  remote: ExposedRef<'page'>;
  params: Record<string, string>;
  query: Record<string, string>;
}) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const key = screenKey(remote);
  const preloaded = useContext(LoadedScreensContext).get(key) ?? loaded.get(key);
  const [state, setState] = useState<ScreenState>(
    preloaded ? { status: 'screen', Screen: preloaded } : { status: 'loading' },
  );

  useEffect(() => {
    if (state.status !== 'loading') return;
    let cancelled = false;
    void loadScreen(remote).then((Screen) => {
      if (cancelled) return;
      if (typeof Screen === 'string') setState({ status: 'unavailable', cause: Screen });
      else setState(Screen ? { status: 'screen', Screen } : { status: 'parcel' });
    });
    return () => {
      cancelled = true;
    };
  }, [remote, state.status]);

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'unavailable')
    return (
      <RemoteUnavailableNotice
        cause={state.cause}
        onRetry={() => {
          resetRemote(remote.remote);
          setState({ status: 'loading' });
        }}
      />
    );
  if (state.status === 'parcel') return <RemoteWidget {...remote} params={params} query={query} />;
  const { Screen } = state;
  return (
    <div className="ti-parcel">
      <ErrorBoundary FallbackComponent={ParcelCrashed}>
        <Screen location={location} navigator={navigator} params={params} query={query} />
      </ErrorBoundary>
    </div>
  );
}
