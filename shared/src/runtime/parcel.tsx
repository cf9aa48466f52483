import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { singleSpaReact } from 'page-singleton';
import type { AppProps, ParcelConfigObject } from 'single-spa';
import { RemoteRoot, type ParcelProps } from './RemoteRoot';
import type { ExposedName, ExposedProps, RemoteName } from './exposedModules';

/** The props of a screen an exposed module also exports as a component: what a parcel of it gets. */
export type ScreenProps<R extends RemoteName, M extends ExposedName<R>> = ParcelProps & ExposedProps<R, M>;

/**
 * Wrap a page or widget as a single-spa parcel (its own React root) rendered inside RemoteRoot.
 * Every exposed module of every remote is made with this.
 */
export function createParcel<P = object>(Page: ComponentType<ParcelProps & P>): ParcelConfigObject {
  function Root(props: ParcelProps & P) {
    return (
      <RemoteRoot location={props.location} navigator={props.navigator}>
        <Page {...props} />
      </RemoteRoot>
    );
  }
  Root.displayName = `Parcel(${Page.displayName ?? Page.name ?? 'Page'})`;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root as unknown as ComponentType<AppProps>,
    // single-spa's last resort, outside RemoteRoot's translated boundary, where no strings may have loaded
    // eslint-disable-next-line no-restricted-syntax
    errorBoundary: () => <div role="alert">Error</div>,
  });
  return lifecycles as unknown as ParcelConfigObject;
}

/**
 * What an exposed file of a remote exports: its component as a parcel, under the name the registry of exposed
 * modules gives it. The compiler checks the component takes the props the registry promises its users.
 */
export function exposeParcel<R extends RemoteName, M extends ExposedName<R>>(
  _remote: R,
  _module: M,
  Page: ComponentType<ParcelProps & ExposedProps<R, M>>,
): ParcelConfigObject {
  return createParcel<ExposedProps<R, M>>(Page);
}

/**
 * What an exposed page module exports besides its parcel: its screen as a plain component (`Screen`), which the
 * shell renders inside its own React tree — one React root per page, and a screen the shell's server can render to
 * HTML and the browser hydrate. The component renders inside the page's router, store and translations (the
 * shell's, which are the page's singletons), so it needs no RemoteRoot; the shell puts its error boundary around it.
 * A page whose module has no `Screen` (a remote built before) is still mounted as a parcel.
 */
export function exposeScreen<R extends RemoteName, M extends ExposedName<R>>(
  _remote: R,
  _module: M,
  Screen: ComponentType<ScreenProps<R, M>>,
): ComponentType<ScreenProps<R, M>> {
  return Screen;
}
