import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from 'contract';
import { implement } from '../http/implement';
import { SITEMAP_MAX_URLS, sitemapExperiences, sitemapIndex, sitemapPlaces, sitemapTags } from '../services/sitemap';

/**
 * What the shell's server builds `sitemap.xml` from. These routes are not part of the shared contract on
 * purpose: only the shell's server (Node) reads them, never a browser module, so their schemas must not
 * travel with the contract into the browser bundles. Public data only, the same for every caller.
 */

const PartQuery = Type.Object({
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: SITEMAP_MAX_URLS,
      default: SITEMAP_MAX_URLS,
      description: 'ids per part (a part lists at most this many items)',
    }),
  ),
});
const PartParams = Type.Object({
  part: Type.Integer({ minimum: 0, maximum: 2147483647, description: 'part k holds the ids in (k·size, (k+1)·size]' }),
});
const Lastmod = Type.Union([Type.String(), Type.Null()], { description: 'latest change (ISO time), when known' });
const Part = Type.Object({ part: Type.Integer({ minimum: 0 }), lastmod: Lastmod });

export const sitemapRoutes = {
  getSitemapIndex: defineRoute({
    method: 'GET',
    path: '/sitemap',
    summary: 'Sitemap: the non-empty parts of the public experiences, places and tags',
    query: PartQuery,
    data: Type.Object({ experiences: Type.Array(Part), places: Type.Array(Part), tags: Type.Array(Part) }),
  }),
  getSitemapExperiences: defineRoute({
    method: 'GET',
    path: '/sitemap/experiences/:part',
    summary: 'Sitemap: the public published experiences of one part, by id',
    params: PartParams,
    query: PartQuery,
    data: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), lastmod: Type.String() })),
  }),
  getSitemapPlaces: defineRoute({
    method: 'GET',
    path: '/sitemap/places/:part',
    summary: 'Sitemap: the places of one part that public experiences show, by id',
    params: PartParams,
    query: PartQuery,
    data: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String() })),
  }),
  getSitemapTags: defineRoute({
    method: 'GET',
    path: '/sitemap/tags/:part',
    summary: 'Sitemap: the tags of one part that public experiences carry, by id',
    params: PartParams,
    query: PartQuery,
    data: Type.Array(Type.Object({ slug: Type.String() })),
  }),
};

export function sitemapDataRoutes(app: FastifyInstance): void {
  const sizeOf = (q: { size?: number }) => q.size ?? SITEMAP_MAX_URLS;
  implement(app, sitemapRoutes.getSitemapIndex, async (req) => ({
    data: await sitemapIndex(app.db, sizeOf(req.query)),
  }));
  implement(app, sitemapRoutes.getSitemapExperiences, async (req) => ({
    data: await sitemapExperiences(app.db, req.params.part, sizeOf(req.query)),
  }));
  implement(app, sitemapRoutes.getSitemapPlaces, async (req) => ({
    data: await sitemapPlaces(app.db, req.params.part, sizeOf(req.query)),
  }));
  implement(app, sitemapRoutes.getSitemapTags, async (req) => ({
    data: await sitemapTags(app.db, req.params.part, sizeOf(req.query)),
  }));
}
