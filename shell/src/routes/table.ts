// the light entry point: the shell's server matches routes too, without the browser code of 'shared'
import { compilePattern, matchPattern, type CompiledPattern } from 'shared/routeMatch';

import type { AnyRoute } from 'shared/route';
// Each remote's routes, from its light `routes` entry (declarations only: no screens, no React). The shell composes
// them at build time; the screens themselves still load at run time, as exposed modules.
import { routes as authRoutes } from 'mf-auth/routes';
import { routes as discoveryRoutes } from 'mf-discovery/routes';
import { routes as experienceRoutes } from 'mf-experience/routes';
import { routes as plannerRoutes } from 'mf-planner/routes';
import { routes as profileRoutes } from 'mf-profile/routes';

export type ShellPage = 'sandbox' | 'notFound' | 'terms' | 'privacy';

/** A route: a remote's declaration, or one of the shell's own pages. */
export type RouteEntry = AnyRoute & {
  /** a page the shell renders itself */
  shell?: ShellPage;
};

const shellPage = (pattern: string, shell: ShellPage): RouteEntry => ({ pattern, reads: {}, shell });

/**
 * The complete route table, in match order: the remotes' declarations and the shell's own pages. No two routes
 * match the same path (an `id` param matches digits only), so the order decides nothing. Anything else is the 404
 * page.
 */
export const ROUTES: readonly RouteEntry[] = [
  ...discoveryRoutes,
  shellPage('/sandbox', 'sandbox'),
  ...authRoutes,
  ...profileRoutes,
  ...experienceRoutes,
  ...plannerRoutes,
  shellPage('/404', 'notFound'),
  shellPage('/terms-conditions', 'terms'),
  shellPage('/privacy-policy', 'privacy'),
];

const COMPILED: [RouteEntry, CompiledPattern][] = ROUTES.map((e) => [e, compilePattern(e.pattern)]);

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

const NOT_FOUND: RouteEntry = shellPage('*', 'notFound');

/** The route for a path; anything unknown is the 404 page. */
export function matchRoute(pathname: string): RouteMatch {
  for (const [entry, compiled] of COMPILED) {
    const params = matchPattern(compiled, pathname);
    if (params) return { entry, params };
  }
  return { entry: NOT_FOUND, params: {} };
}

/** `/login?returnUrl=<encoded current path>`. */
export function loginUrl(currentPath: string): string {
  return `/login?returnUrl=${encodeURIComponent(currentPath)}`;
}

/** The footer background — yellow on history; green on favorites, change-password, edit-profile; else none. */
export function footerFor(pathname: string): RouteEntry['footer'] | undefined {
  return matchRoute(pathname).entry.footer;
}
