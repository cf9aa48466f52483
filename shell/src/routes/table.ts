// the light entry point: the shell's server matches routes too, without the browser code of 'shared'
import { compilePattern, matchPattern, type CompiledPattern } from 'shared/routeMatch';

// types only: the registry of what each remote exposes
import type { ExposedRef } from 'shared';

export type ShellPage = 'sandbox' | 'notFound' | 'terms' | 'privacy';

export interface RouteEntry {
  pattern: string;
  /** the exposed parcel that renders this route */
  remote?: ExposedRef<'page'>;
  /** a page the shell renders itself */
  shell?: ShellPage;
  /** signed-out visitors go to /login?returnUrl=… */
  loginRequired?: boolean;
  /** a signed-in user opening it goes Home */
  redirectIfLoggedIn?: boolean;
  /** the route's name, for the routes other code refers to by name */
  name?: 'Login' | 'MyPlanner' | 'MyPlans';
  /** footer background on this route (none when absent) */
  footer?: 'yellow' | 'green';
}

const r = <R extends ExposedRef<'page'>['remote']>(
  remote: R,
  module: Extract<ExposedRef<'page'>, { remote: R }>['module'],
) => ({ remote: { remote, module } as ExposedRef<'page'> });

/** The complete route table, in match order. Anything else is the 404 page. */
export const ROUTES: RouteEntry[] = [
  { pattern: '/', ...r('mf_discovery', 'HomePage') },
  { pattern: '/sandbox', shell: 'sandbox' },
  { pattern: '/login', ...r('mf_auth', 'UserFormPage'), redirectIfLoggedIn: true, name: 'Login' },
  { pattern: '/signup', ...r('mf_auth', 'UserFormPage'), redirectIfLoggedIn: true },
  { pattern: '/forgot-password', ...r('mf_auth', 'UserFormPage'), redirectIfLoggedIn: true },
  { pattern: '/reset-password/:token', ...r('mf_auth', 'UserFormPage'), redirectIfLoggedIn: true },
  { pattern: '/email-verify/:part1/:part2/:part3', ...r('mf_auth', 'EmailVerifyPage') },
  { pattern: '/my/favorites', ...r('mf_profile', 'FavoritesPage'), loginRequired: true, footer: 'green' },
  { pattern: '/my/history', ...r('mf_profile', 'HistoryPage'), loginRequired: true, footer: 'yellow' },
  { pattern: '/my/edit-profile', ...r('mf_profile', 'EditProfilePage'), loginRequired: true, footer: 'green' },
  { pattern: '/my/change-password', ...r('mf_profile', 'ChangePasswordPage'), loginRequired: true, footer: 'green' },
  { pattern: '/my/experiences', ...r('mf_experience', 'MyExperiencesPage'), loginRequired: true },
  { pattern: '/my/inspiration', ...r('mf_planner', 'InspirationPage') },
  { pattern: '/my/plans', ...r('mf_planner', 'PlansPage'), name: 'MyPlans' },
  { pattern: '/my/plans/:planId', ...r('mf_planner', 'PlannerPage'), name: 'MyPlanner' },
  // a plan's read-only share link
  { pattern: '/plans/shared/:token', ...r('mf_planner', 'SharedPlanPage') },
  { pattern: '/user/:userId/posts', ...r('mf_profile', 'UserPostsPage') },
  { pattern: '/user/:userId/experiences', ...r('mf_experience', 'UserExperiencesPage') },
  { pattern: '/search', ...r('mf_discovery', 'SearchPage') },
  { pattern: '/tag/:slug', ...r('mf_discovery', 'SearchPage') },
  { pattern: '/experience/upload', ...r('mf_experience', 'UploadPage'), loginRequired: true },
  { pattern: '/experience/edit/:expId', ...r('mf_experience', 'EditPage'), loginRequired: true },
  { pattern: '/experience/publish/:expId--:slug', ...r('mf_experience', 'PublishPage'), loginRequired: true },
  { pattern: '/experience/:expId--:slug', ...r('mf_experience', 'ExperiencePage') },
  { pattern: '/vlog/:expId--:slug', ...r('mf_experience', 'ExperiencePage') },
  { pattern: '/place/:placeId--:slug', ...r('mf_discovery', 'PlacePage') },
  { pattern: '/post/:postId', ...r('mf_profile', 'PostPage') },
  // the admin's; anyone else signed in gets the 404 page from the screen itself, as for a path that does not exist
  { pattern: '/admin/moderation', ...r('mf_profile', 'ModerationPage'), loginRequired: true },
  { pattern: '/404', shell: 'notFound' },
  { pattern: '/terms-conditions', shell: 'terms' },
  { pattern: '/privacy-policy', shell: 'privacy' },
];

const COMPILED: [RouteEntry, CompiledPattern][] = ROUTES.map((e) => [e, compilePattern(e.pattern)]);

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

const NOT_FOUND: RouteEntry = { pattern: '*', shell: 'notFound' };

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
