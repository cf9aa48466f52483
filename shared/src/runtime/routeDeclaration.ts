// A route of the site, declared once by the app that shows it: its path, the module that shows it, what its first
// screen reads, the item its head describes and which read decides a 404, and who may open it. The shell's router,
// the shell's server (status, head, the answers it writes into the page) and the screen all read the declaration.
// Pure TypeScript with type-only imports beyond the route matcher: the shell's node server imports it (through
// the light entry `shared/route`), and so does every remote's light `routes` entry.
import type { ApiRoutes, DataOf, ParamsOf, QueryOf, RouteName } from 'contract';
import type { PageItem } from 'contract/format';
import type { ExposedRef } from './exposedModules';

/** What a route's reads are computed from: the params its pattern matched and the page's query string. */
export interface RouteInput {
  params: Record<string, string>;
  query: URLSearchParams;
}

/** The path parameters and query string of one call of an endpoint (what the cache keys it by). */
export interface ReadArgs<N extends RouteName> {
  params?: ParamsOf<ApiRoutes[N]>;
  query?: QueryOf<ApiRoutes[N]>;
}

/**
 * The cache key of a call: the endpoint, the interface language (names come back in it, so a language change asks
 * again and switching back finds the earlier answer), then its parameters. The screens' cache and the answers the
 * shell's server writes into a page are keyed by this one function, so a page's answer is found by its screen.
 */
export function queryKeyOf<N extends RouteName>(endpoint: N, language: string, args: ReadArgs<N> = {}) {
  return ['api', endpoint, language, args.params ?? null, args.query ?? null] as const;
}

/** One read a route's first screen makes: an endpoint and its arguments computed from the address. */
export interface RouteRead<N extends RouteName> {
  endpoint: N;
  /** the call for an address, or null when the address can name nothing (then nothing is read: not found) */
  args: (input: RouteInput) => ReadArgs<N> | null;
  /**
   * The shell's server writes a guest's answer into the page, so the screen starts from it without asking again.
   * False for a read whose answer is not the screen's to start from.
   */
  inPage: boolean;
}

/** Any route read, whatever its endpoint (what a table of routes holds). */
export interface AnyRouteRead {
  endpoint: RouteName;
  args: (input: RouteInput) => object | null;
  inPage: boolean;
}

/** A read of `endpoint` by a route's first screen, its arguments computed from the address. */
export function routeRead<N extends RouteName>(
  endpoint: N,
  args: (input: RouteInput) => ReadArgs<N> | null,
  { inPage = true }: { inPage?: boolean } = {},
): RouteRead<N> {
  return { endpoint, args, inPage };
}

/** The endpoint a route read calls. */
export type EndpointOf<R> = R extends RouteRead<infer N> ? N : never;
/** The data of a route read's answer. */
export type ReadData<R> = DataOf<ApiRoutes[EndpointOf<R>]>;

type Reads = Record<string, AnyRouteRead>;

/** The item a page is about, from one of its reads: `missing` (a 404) when the answer holds none. */
export type RouteHead<R extends Reads> = {
  [K in keyof R & string]: {
    read: K;
    /** the page's item, `missing` when the answer says there is none, null when it is not about this page */
    item: (data: ReadData<R[K]>, input: RouteInput) => PageItem | 'missing' | null;
  };
}[keyof R & string];

/** What every route declares besides its reads. */
interface RouteBase {
  /** the path, `:name` params inside segments allowed (shared/routeMatch) */
  pattern: string;
  /** signed-out visitors go to /login?returnUrl=… */
  loginRequired?: boolean;
  /** a signed-in user opening it goes Home */
  redirectIfLoggedIn?: boolean;
  /** the route's name, for the routes other code refers to by name */
  name?: 'Login' | 'MyPlanner' | 'MyPlans';
  /** footer background on this route (none when absent) */
  footer?: 'yellow' | 'green';
}

/** One route of a remote, its reads typed (what a screen reads with `useFirstScreen(route, 'name')`). */
export interface RouteDeclaration<
  R extends Reads,
  P extends ExposedRef<'page'> = ExposedRef<'page'>,
> extends RouteBase {
  /** the exposed page module that shows it */
  remote: P;
  /** what its first screen reads, by name */
  reads: R;
  /** the read that decides the page's status: 404 when the address names none or the API has none */
  status?: keyof R & string;
  /** the item the page's head (title, description, canonical, JSON-LD) describes */
  head?: RouteHead<R>;
}

/** Any route, whatever its reads (a table of routes): each head's item takes the answer of the read it names. */
export interface AnyRoute extends RouteBase {
  /** the exposed page module that shows it (none for a page the shell shows itself) */
  remote?: ExposedRef<'page'>;
  reads: Reads;
  status?: string;
  head?: { read: string; item: (data: never, input: RouteInput) => PageItem | 'missing' | null };
}

/** A route, its reads' types kept for the screen that shows it (`useFirstScreen(route, 'name')`). */
export function declareRoute<const P extends ExposedRef<'page'>, R extends Reads = Record<never, never>>(
  declaration: Omit<RouteDeclaration<R, P>, 'reads'> & { reads?: R },
): RouteDeclaration<R, P> {
  return { ...declaration, reads: declaration.reads ?? ({} as R) };
}

/**
 * Every read of a route for an address: its endpoint and arguments (null when the address names nothing to read),
 * and whether its answer goes into the page.
 */
export function describeReads(route: AnyRoute, input: RouteInput) {
  return Object.entries(route.reads).map(([name, read]) => ({
    name,
    endpoint: read.endpoint,
    args: read.args(input) as ReadArgs<RouteName> | null,
    inPage: read.inPage,
  }));
}

/** The call one read of a route makes for an address, or null when the address names nothing to read. */
export function describeRead<R extends Reads, K extends keyof R & string>(
  route: RouteDeclaration<R, ExposedRef<'page'>>,
  name: K,
  input: RouteInput,
): { endpoint: EndpointOf<R[K]>; args: ReadArgs<EndpointOf<R[K]>> } | null {
  const read = route.reads[name];
  const args = read.args(input) as ReadArgs<EndpointOf<R[K]>> | null;
  return args && { endpoint: read.endpoint as EndpointOf<R[K]>, args };
}

/** A route param that names a row by its id: a positive integer, else null (the address names no row). */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 ? id : null;
}
