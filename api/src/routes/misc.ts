import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import { miscMenu, pageSeo, sitePage } from '../services/sitePages';

/** GET /misc/tnc, /misc/privacy, /misc/menu, /misc/page-seo. Public, read-only. */
export function miscRoutes(app: FastifyInstance): void {
  implement(app, routes.getTnc, async (req) => ({ data: await sitePage(app.db, 'tnc', req.lang) }));
  implement(app, routes.getPrivacy, async (req) => ({ data: await sitePage(app.db, 'privacy', req.lang) }));
  implement(app, routes.getMiscMenu, async (req) => ({ data: await miscMenu(app.db, req.lang) }));
  implement(app, routes.getPageSeo, async (req) => ({ data: await pageSeo(app.db, req.lang) }));
}
