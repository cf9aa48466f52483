import { createContext } from 'react';

/**
 * What the shell's server knows of the request it renders a page for, where the browser asks its document: the
 * request's Cookie header (the cookie consent). Absent (null) in the browser.
 */
export interface ServerRequest {
  cookie: string;
}

export const ServerRequestContext = createContext<ServerRequest | null>(null);

/**
 * The attribute the shell's server puts on the root element when it rendered the page's tree into it: the browser
 * then hydrates that HTML (hydrateRoot) instead of rendering the page again.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
