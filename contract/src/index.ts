export * from './constants';
export * from './endpoints';
export * from './route';
export * from './models';
export * from './aliases';
export * from './global';
export * from './user';
export * from './userContent';
export * from './place';
export * from './experience';
export * from './sampleUser';
export * from './post';
export * from './plan';
export * from './moderation';
export * from './travelModes';
export * from './itinerary';
export * from './planTogether';
export * from './passkey';

import { globalRoutes } from './global';
import { userRoutes } from './user';
import { inspirationRoutes, userExperienceRoutes } from './userContent';
import { placeRoutes } from './place';
import { experienceRoutes } from './experience';
import { postRoutes } from './post';
import { planRoutes } from './plan';
import { moderationRoutes } from './moderation';
import { itineraryRoutes } from './itinerary';
import { planTogetherRoutes } from './planTogether';
import { passkeyRoutes } from './passkey';
import type { EndpointName, Endpoints } from './endpoints';

/**
 * The route table is the endpoint table with schemas: every endpoint has its route, on the same method and path,
 * and there is no route without an endpoint (the browser's client calls by endpoint, the server serves by route).
 */
function onEndpoints<T extends { [N in EndpointName]: Endpoints[N] } & Record<Exclude<keyof T, EndpointName>, never>>(
  table: T,
): T {
  return table;
}

/** Every API call, by name. The server implements these; the client calls them (by ./endpoints.ts). */
export const routes = onEndpoints({
  ...globalRoutes,
  ...userRoutes,
  ...userExperienceRoutes,
  ...inspirationRoutes,
  ...placeRoutes,
  ...experienceRoutes,
  ...postRoutes,
  ...planRoutes,
  ...moderationRoutes,
  ...itineraryRoutes,
  ...planTogetherRoutes,
  ...passkeyRoutes,
});
export type ApiRoutes = typeof routes;
export type RouteName = keyof ApiRoutes;
