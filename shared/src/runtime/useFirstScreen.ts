import { useLocation } from 'page-singleton';
import type { CallResponse } from '../api/client';
import { useApiQuery, type ApiQueryOptions } from '../api/query';
import type { RouteName } from 'contract';
import type { ExposedRef } from './exposedModules';
import { describeRead, type AnyRouteRead, type EndpointOf, type RouteDeclaration } from './routeDeclaration';

/**
 * What a route's screen reads for its first screen, as its route declares it: `useFirstScreen(placeRoute, 'place',
 * params, …)` asks the declared endpoint with the arguments the declaration computes from the address (the params
 * and the query string), through the page's one cache — under the key the shell's server writes the answer into the
 * page by. A read the route does not declare does not compile, and its answer is typed by the declared endpoint.
 * When the address names nothing to read (the declaration gives no arguments) nothing is asked: `named` is false.
 */
export function useFirstScreen<
  R extends Record<string, AnyRouteRead>,
  K extends keyof R & string,
  T = CallResponse<EndpointOf<R[K]>>,
>(
  route: RouteDeclaration<R, ExposedRef<'page'>>,
  read: K,
  params: Record<string, string> | undefined,
  fallbackMessage: string,
  options: Omit<ApiQueryOptions<EndpointOf<R[K]>, T>, 'args'> = {},
) {
  const { search } = useLocation();
  const call = describeRead(route, read, { params: params ?? {}, query: new URLSearchParams(search) });
  const endpoint = route.reads[read].endpoint as EndpointOf<R[K]> & RouteName;
  const query = useApiQuery<EndpointOf<R[K]>, T>(endpoint, fallbackMessage, {
    ...options,
    args: call?.args ?? {},
    enabled: call !== null && (options.enabled ?? true),
  });
  return { ...query, named: call !== null };
}
