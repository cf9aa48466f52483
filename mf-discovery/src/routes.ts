// This remote's routes, declared once (shared/route): the shell's route table and server, the standalone dev page
// (pages.ts) and the screens read them. A light entry (the `mf-discovery/routes` export): no React, no screens.
import { declareRoute, idParam, routeRead } from 'shared/route';

/** Home: its three lists are its first screen (the same for every guest, so they come with the page). */
export const homeRoute = declareRoute({
  pattern: '/',
  remote: { remote: 'mf_discovery', module: 'HomePage' },
  reads: {
    experiences: routeRead('getForHome', () => ({})),
    places: routeRead('getPlaceHome', () => ({})),
    countries: routeRead('getForCountries', () => ({})),
  },
});

export const searchRoute = declareRoute({
  pattern: '/search',
  remote: { remote: 'mf_discovery', module: 'SearchPage' },
});

/** A tag's search page: the tag is found by its slug in the list of tags. */
export const tagRoute = declareRoute({
  pattern: '/tag/:slug',
  remote: { remote: 'mf_discovery', module: 'SearchPage' },
  // the list of every tag: the upload form's tag picker shares it, so the page does not carry it
  reads: { tags: routeRead('getTags', () => ({}), { inPage: false }) },
  status: 'tags',
  head: {
    read: 'tags',
    item: (tags, { params }) => {
      if (!Array.isArray(tags)) return null;
      const tag = tags.find((t) => t.slug === params.slug);
      return tag ? { kind: 'tag', tag } : 'missing';
    },
  },
});

/** A place's page, its address `/place/{id}--{slug}` (another slug goes to the place's own). */
export const placeRoute = declareRoute({
  pattern: '/place/:placeId--:slug',
  remote: { remote: 'mf_discovery', module: 'PlacePage' },
  reads: {
    place: routeRead('getPlace', ({ params }) => {
      const placeId = idParam(params.placeId);
      return placeId === null ? null : { params: { placeId } };
    }),
    // its photos and rating: the page shows the place once both are there
    summary: routeRead('getPlaceSummary', ({ params }) => {
      const placeId = idParam(params.placeId);
      return placeId === null ? null : { params: { placeId } };
    }),
  },
  status: 'place',
  head: {
    read: 'place',
    item: (place, { params }) => (place?.id === idParam(params.placeId) ? { kind: 'place', place } : null),
  },
});

export const routes = [homeRoute, searchRoute, tagRoute, placeRoute];
