// Every route of the site, from its one declaration to what the shell's server sends: the status, the head's item and
// the API answers written into the page follow the route's declared reads (shared/route), whatever remote declares it.
// One table over all routes: a route added without a sample address here fails the first test.
import { createUser, login } from '../../api/test/helpers';
import { LANGUAGE_COOKIE, PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from 'contract';
import { describeReads } from 'shared/route';
import { compilePattern, matchPattern } from 'shared/routeMatch';
import { ROUTES, type RouteEntry } from '../src/routes/table';
import { startSeoSite, type SeoSite } from './testing/seoSite';

let site: SeoSite;
/** An address of each route that names something that exists (and, for a route whose read decides its status, one that does not). */
let samples: Record<string, { found: string; missing?: string; status?: number }>;

beforeAll(async () => {
  site = await startSeoSite();
  const db = site.api.app.db;
  const experience = await db
    .selectFrom('experiences')
    .select(['id', 'slug'])
    .where('status', '=', 'published')
    .where('visible_type', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const place = await db
    .selectFrom('places')
    .select(['id', 'slug'])
    .where('type', '=', 'poi')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const post = await db.selectFrom('posts').select('id').orderBy('id').executeTakeFirstOrThrow();
  const tag = await db.selectFrom('tags').select('slug').orderBy('id').executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  await createUser(site.api.app, 'route-table@example.com', 'route-table-123', 'Planner');
  const { cookie } = await login(site.api, 'route-table@example.com', 'route-table-123');
  const plan = await site.api.inject({
    method: 'POST',
    url: '/api/v1/plan/',
    headers: { cookie },
    payload: { plan_name: 'Route table', notes: '', plan_places: [] },
  });
  const planId = (JSON.parse(plan.body).data as { id: number }).id;
  const share = await site.api.inject({ method: 'POST', url: `/api/v1/plan/${planId}/share`, headers: { cookie } });
  const { token } = JSON.parse(share.body).data as { token: string };

  samples = {
    '/': { found: '/' },
    '/sandbox': { found: '/sandbox' },
    '/login': { found: '/login' },
    '/signup': { found: '/signup' },
    '/forgot-password': { found: '/forgot-password' },
    '/reset-password/:token': { found: '/reset-password/some-token' },
    '/email-verify/:part1/:part2/:part3': { found: '/email-verify/a/b/c' },
    '/my/favorites': { found: '/my/favorites' },
    '/my/history': { found: '/my/history' },
    '/my/edit-profile': { found: '/my/edit-profile' },
    '/my/change-password': { found: '/my/change-password' },
    '/my/experiences': { found: '/my/experiences' },
    '/my/inspiration': { found: '/my/inspiration' },
    '/my/plans': { found: '/my/plans' },
    '/my/plans/:planId': { found: `/my/plans/${planId}` },
    '/plans/shared/:token': { found: `/plans/shared/${token}`, missing: '/plans/shared/no-such-token' },
    '/my/plans/invite/:token': { found: `/my/plans/invite/${'a'.repeat(43)}` },
    '/user/:userId/posts': { found: `/user/${user.id}/posts`, missing: '/user/999999/posts' },
    '/user/:userId/experiences': { found: `/user/${user.id}/experiences`, missing: '/user/999999/experiences' },
    '/search': { found: '/search' },
    '/tag/:slug': { found: `/tag/${encodeURIComponent(tag.slug)}`, missing: '/tag/no-such-tag' },
    '/experience/upload': { found: '/experience/upload' },
    '/experience/edit/:expId': { found: `/experience/edit/${experience.id}` },
    '/experience/publish/:expId--:slug': { found: `/experience/publish/${experience.id}--${experience.slug}` },
    '/experience/:expId--:slug': {
      found: `/experience/${experience.id}--${experience.slug}`,
      missing: '/experience/999999--nothing',
    },
    '/vlog/:expId--:slug': { found: `/vlog/${experience.id}--${experience.slug}`, missing: '/vlog/999999--nothing' },
    '/place/:placeId--:slug': { found: `/place/${place.id}--${place.slug}`, missing: '/place/999999--nowhere' },
    '/post/:postId': { found: `/post/${post.id}`, missing: '/post/999999' },
    '/admin/moderation': { found: '/admin/moderation' },
    '/404': { found: '/404', status: 404 },
    '/terms-conditions': { found: '/terms-conditions' },
    '/privacy-policy': { found: '/privacy-policy' },
  };
});
afterAll(() => site?.close());

const EN = { cookie: `${LANGUAGE_COOKIE}=en` };
/** The reads every page makes whatever its route (who is signed in, the menu). */
const EVERY_PAGE = new Set(['getSession', 'getMiscMenu']);
const NOT_FOUND_TITLE = 'Page not found | Travel Inspiration';

async function get(path: string) {
  const res = await fetch(`${site.frontUrl}${path}`, { headers: EN });
  return { status: res.status, html: await res.text() };
}
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
/** The answers written into the page for this route's reads (not those every page has), as name + parameters. */
function routeAnswersOf(html: string) {
  const m = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  const answers = m ? (JSON.parse(m[1]) as PageAnswer[]) : [];
  return answers
    .filter((a) => !EVERY_PAGE.has(a.name))
    .map((a) => ({ name: a.name, params: a.params, code: a.answer.code }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
/** What the route's declaration says the server writes into the page at this address. */
function declaredAnswers(route: RouteEntry, path: string) {
  const url = new URL(path, 'http://x');
  const params = matchPattern(compilePattern(route.pattern), url.pathname)!;
  return describeReads(route, { params, query: url.searchParams })
    .filter((read) => read.inPage && read.args !== null)
    .map((read) => ({ name: read.endpoint, params: read.args!.params ?? null, code: 200 }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe('every route, from its declaration to the page the shell’s server sends', () => {
  it('the table covers every declared route (a new route gets its sample addresses here)', () => {
    expect(Object.keys(samples).sort()).toEqual(ROUTES.map((route) => route.pattern).sort());
  });

  it.each(ROUTES.map((route) => [route.pattern, route] as const))(
    '%s: status, head and page answers as declared',
    async (pattern, route) => {
      const sample = samples[pattern];
      const found = await get(sample.found);
      expect({ pattern, status: found.status }).toEqual({ pattern, status: sample.status ?? 200 });
      // the answers its screens start from: exactly its declared in-page reads, with the parameters of this address
      expect(routeAnswersOf(found.html)).toEqual(declaredAnswers(route, sample.found));
      if (route.head) expect(titleOf(found.html)).not.toBe(NOT_FOUND_TITLE);
      if (route.status) {
        // the read that decides the status finds nothing: a 404 page with no item, its head the not-found one
        expect(sample.missing).toBeDefined();
        const missing = await get(sample.missing!);
        expect({ pattern, status: missing.status }).toEqual({ pattern, status: 404 });
        expect(titleOf(missing.html)).toBe(NOT_FOUND_TITLE);
        expect(routeAnswersOf(missing.html)).toEqual([]);
        // and the found page's head is its item's, not the route's plain one
        expect(titleOf(found.html)).not.toBe(titleOf(missing.html));
      } else {
        expect(sample.missing).toBeUndefined();
      }
    },
  );
});
