export * from './route';
export * from './models';
export * from './aliases';
export * from './global';
export * from './user';
export * from './userContent';
export * from './place';
export * from './experience';
export * from './post';
export * from './plan';

import { globalRoutes } from './global';
import { userRoutes } from './user';
import { inspirationRoutes, userExperienceRoutes } from './userContent';
import { placeRoutes } from './place';
import { experienceRoutes } from './experience';
import { postRoutes } from './post';
import { planRoutes } from './plan';

/** Every call of spec §7, by name. The server implements these; the client calls them. */
export const routes = {
  ...globalRoutes,
  ...userRoutes,
  ...userExperienceRoutes,
  ...inspirationRoutes,
  ...placeRoutes,
  ...experienceRoutes,
  ...postRoutes,
  ...planRoutes,
};
export type Routes = typeof routes;
export type RouteName = keyof Routes;
