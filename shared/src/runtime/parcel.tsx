import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, ParcelConfigObject } from 'single-spa';
import { RemoteRoot, type ParcelProps } from './RemoteRoot';

/**
 * Wrap a page or widget as a single-spa parcel (its own React root) rendered inside RemoteRoot.
 * Every exposed module of every remote is made with this.
 */
export function createParcel<P extends object = object>(Page: ComponentType<ParcelProps & P>): ParcelConfigObject {
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
    errorBoundary: () => <div role="alert">Error</div>,
  });
  return lifecycles as unknown as ParcelConfigObject;
}
