import { createUser, insertHiddenExperiences, login } from '../../api/test/helpers';
import { LANGUAGE_COOKIE, PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from 'contract';
import { createPageRenderer } from './page';
import { INDEX_HTML, refusingOrigin, SITE_URL, startLoopback, startSeoSite, type SeoSite } from './testing/seoSite';

let site: SeoSite;
beforeAll(async () => {
  site = await startSeoSite();
});
afterAll(() => site?.close());

interface Page {
  status: number;
  html: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(`${site.frontUrl}${path}`, { headers });
  return { status: res.status, html: await res.text() };
}

/** The site's own summary: what the head says when the API gave nothing. */
const SITE_SUMMARY_EN = 'Find places, watch travel vlogs tied to them, and plan your next trip.';
/** A browser where the app shows English / Chinese (the cookie it keeps the language in) */
const EN = { cookie: `${LANGUAGE_COOKIE}=en` };
const ZH = { cookie: `${LANGUAGE_COOKIE}=zh-Hant-TW` };
/** The same browser, signed in: the session cookie beside the language's */
const signedIn = (language: { cookie: string }, session: string) => ({ cookie: `${language.cookie}; ${session}` });

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const titleOf = (html: string) => unescape(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
/** `<html lang>`, which the head must carry exactly once */
function langOf(html: string): string | undefined {
  const tag = /<html[^>]*>/.exec(html)![0];
  expect(tag.match(/\slang=/g)).toHaveLength(1);
  return /lang="([^"]*)"/.exec(tag)?.[1];
}
function metaOf(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return m ? unescape(m[1]) : undefined;
}
/** The API answers a page comes with (none: an empty list), in the order of their calls' names. */
function answersOf(html: string): PageAnswer[] {
  const m = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  const answers = m ? (JSON.parse(m[1]) as PageAnswer[]) : [];
  return answers.sort((a, b) => a.name.localeCompare(b.name));
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
function jsonLdOf(html: string): Record<string, unknown> | undefined {
  const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : undefined;
}
/** The single-page app still starts: its root element and scripts are there. */
function expectAppShell(html: string) {
  // (a guest's page of a video, place or post also carries its answers: see answersOf)
  expect(html).toMatch(
    /<body><div id=root><\/div>(<script type="application\/json" id="ti-answers">[^<]*<\/script>)?<\/body>/,
  );
  expect(html).toContain('<script defer src=/main.js?58c15aec2a2c5573dcc1></script>');
}

async function firstPublicExperience() {
  return site.api.app.db
    .selectFrom('experiences')
    .selectAll()
    .where('status', '=', 'published')
    .where('visible_type', '=', 0)
    .where('video_type', '=', 'youtube')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('pages rendered by the shell’s server (real API over HTTP)', () => {
  it('an experience: 200, its own title, description, canonical at its real slug, thumbnail, VideoObject', async () => {
    const e = await firstPublicExperience();
    const page = await get(`/vlog/${e.id}--some-other-slug`, EN);
    expect(page.status).toBe(200);
    expectAppShell(page.html);
    expect(langOf(page.html)).toBe('en');
    expect(titleOf(page.html)).toBe(`${e.title} | Travel Inspiration`);
    // the seeded descriptions are short: the whole text, on one line
    expect(metaOf(page.html, 'description')).toBe(e.description.replace(/\s+/g, ' ').trim());
    expect(canonicalOf(page.html)).toBe(`${SITE_URL}/experience/${e.id}--${e.slug}`);
    const thumbnail = `https://i.ytimg.com/vi/${e.video_id}/hqdefault.jpg`;
    expect(metaOf(page.html, 'og:image')).toBe(thumbnail);
    // the player's still is fetched with the page, not once the scripts have drawn the player
    expect(page.html).toContain(`<link rel="preload" as="image" href="${thumbnail}" fetchpriority="high"`);
    expect(metaOf(page.html, 'og:type')).toBe('video.other');
    expect(metaOf(page.html, 'og:url')).toBe(`${SITE_URL}/experience/${e.id}--${e.slug}`);
    expect(metaOf(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(page.html, 'robots')).toBeUndefined();
    expect(jsonLdOf(page.html)).toMatchObject({
      '@type': 'VideoObject',
      name: e.title,
      thumbnailUrl: [thumbnail],
      uploadDate: new Date(e.published_at!).toISOString(),
      embedUrl: `https://www.youtube-nocookie.com/embed/${e.video_id}`,
      interactionStatistic: { userInteractionCount: e.views_count },
    });
  });

  it('a guest’s page comes with the API’s answers its screens ask for first: who is signed in, the menu, its item', async () => {
    const e = await firstPublicExperience();
    const api = async (path: string, language: string) =>
      (await fetch(`${site.apiTarget}/api/v1${path}`, { headers: { 'accept-language': language } })).json();
    // the calls as the page's screens make them (endpoint, language, path parameters), and the very answers they would get
    const everyPage = async (language: string) => [
      { name: 'getMiscMenu', language, params: null, answer: await api('/misc/menu', language) },
      { name: 'getSession', language, params: null, answer: await api('/user/session', language) },
    ];
    expect((await everyPage('en'))[1].answer).toMatchObject({ code: 200, data: null });
    const page = await get(`/vlog/${e.id}--some-other-slug`, EN);
    expect(answersOf(page.html)).toEqual([
      {
        name: 'getExperience',
        language: 'en',
        params: { id: e.id },
        answer: await api(`/video_experience/${e.id}`, 'en'),
      },
      ...(await everyPage('en')),
    ]);
    const place = await site.api.app.db
      .selectFrom('places')
      .select(['id', 'slug'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const placePage = await get(`/place/${place.id}--${place.slug}`);
    const [menu, session] = await everyPage('zh-Hant-TW');
    expect(answersOf(placePage.html)).toEqual([
      menu,
      {
        name: 'getPlace',
        language: 'zh-Hant-TW',
        params: { placeId: place.id },
        answer: await api(`/place/${place.id}`, 'zh-Hant-TW'),
      },
      // its photos and rating: the place is shown with them
      {
        name: 'getPlaceSummary',
        language: 'zh-Hant-TW',
        params: { placeId: place.id },
        answer: await api(`/place/${place.id}/summary`, 'zh-Hant-TW'),
      },
      session,
    ]);
    // no item, an unknown item: what every page asks
    expect(answersOf((await get('/search', EN)).html)).toEqual(await everyPage('en'));
    // home: its three lists, the same for every guest
    const [menuEn, sessionEn] = await everyPage('en');
    expect(answersOf((await get('/', EN)).html)).toEqual([
      {
        name: 'getForCountries',
        language: 'en',
        params: null,
        answer: await api('/video_experience/for_countries', 'en'),
      },
      { name: 'getForHome', language: 'en', params: null, answer: await api('/video_experience/for_home', 'en') },
      menuEn,
      { name: 'getPlaceHome', language: 'en', params: null, answer: await api('/place/home', 'en') },
      sessionEn,
    ]);
    expect(answersOf((await get('/experience/999999--x', EN)).html)).toEqual(await everyPage('en'));
  });

  it('a place in the visitor’s language: Chinese by default and for zh, English for en', async () => {
    const place = await site.api.app.db
      .selectFrom('places')
      .selectAll()
      .where('type', '=', 'poi')
      .where('lat', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const path = `/place/${place.id}--${place.slug}`;
    // an English browser that has not chosen English on the site is shown Chinese by the app: the head too
    for (const headers of [{}, ZH, { 'accept-language': 'en-US,en;q=0.9' }] as Record<string, string>[]) {
      const zh = await get(path, headers);
      expect(zh.status).toBe(200);
      expect(langOf(zh.html)).toBe('zh-Hant-TW');
      expect(titleOf(zh.html)).toBe(`${place.name_zh} | 旅遊靈感`);
      expect(metaOf(zh.html, 'og:locale')).toBe('zh_TW');
      expect(metaOf(zh.html, 'description')).toMatch(
        new RegExp(`^${place.name_zh}（.+）的旅遊影片、評論與詳細資訊。$`),
      );
    }
    const en = await get(path, EN);
    expect(langOf(en.html)).toBe('en');
    expect(titleOf(en.html)).toBe(`${place.name_en} | Travel Inspiration`);
    expect(metaOf(en.html, 'og:site_name')).toBe('Travel Inspiration');
    expect(canonicalOf(en.html)).toBe(`${SITE_URL}/place/${place.id}--${place.slug}`);
    expect(jsonLdOf(en.html)).toMatchObject({
      '@type': 'TouristAttraction',
      name: place.name_en,
      geo: { '@type': 'GeoCoordinates', latitude: Number(place.lat), longitude: Number(place.lng) },
      address: { '@type': 'PostalAddress' },
    });
  });

  it('a post (a review): who wrote about which place, canonical, a Review with its rating', async () => {
    const post = await site.api.app.db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .innerJoin('places', 'places.id', 'posts.place_id')
      .select(['posts.id', 'posts.recommend', 'posts.body', 'users.display_name', 'places.name_en'])
      .where('posts.recommend', '>', 0)
      .orderBy('posts.id')
      .executeTakeFirstOrThrow();
    const page = await get(`/post/${post.id}`, EN);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe(`${post.name_en}: a review by ${post.display_name} | Travel Inspiration`);
    expect(metaOf(page.html, 'description')).toBe(post.body);
    expect(canonicalOf(page.html)).toBe(`${SITE_URL}/post/${post.id}`);
    expect(jsonLdOf(page.html)).toMatchObject({
      '@type': 'Review',
      reviewRating: { ratingValue: post.recommend, bestRating: 5 },
      itemReviewed: { name: post.name_en },
      author: { name: post.display_name },
    });
  });

  it('a tag: its name in the visitor’s language', async () => {
    const tag = await site.api.app.db.selectFrom('tags').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const en = await get(`/tag/${encodeURIComponent(tag.slug)}`, EN);
    expect(en.status).toBe(200);
    expect(titleOf(en.html)).toBe(`${tag.name_en} | Travel Inspiration`);
    expect(canonicalOf(en.html)).toBe(`${SITE_URL}/tag/${tag.slug}`);
    expect(jsonLdOf(en.html)).toMatchObject({ '@type': 'CollectionPage', name: tag.name_en });
    const zh = await get(`/tag/${encodeURIComponent(tag.slug)}`, ZH);
    expect(titleOf(zh.html)).toBe(`${tag.name_zh} | 旅遊靈感`);
    expect(metaOf(zh.html, 'description')).toBe(`標籤為「${tag.name_zh}」的旅遊影片與景點。`);
  });

  it('unknown ids, tags and paths: 404 with the app’s page (it shows its 404 screen), titled as such, noindex', async () => {
    for (const path of [
      '/experience/999999--nothing',
      '/vlog/2147483648--too-big',
      '/place/999999--nowhere',
      '/post/999999',
      '/user/999999/posts',
      '/user/999999/experiences',
      '/user/abc/posts',
      '/tag/no-such-tag',
      '/no/such/page',
      '/experience/abc--not-an-id',
      '/404',
    ]) {
      const page = await get(path, EN);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expectAppShell(page.html);
      expect(titleOf(page.html)).toBe('Page not found | Travel Inspiration');
      expect(metaOf(page.html, 'robots')).toBe('noindex');
      expect(canonicalOf(page.html)).toBeUndefined();
      expect(jsonLdOf(page.html)).toBeUndefined();
    }
    expect(titleOf((await get('/no/such/page', ZH)).html)).toBe('找不到頁面 | 旅遊靈感');
  });

  describe('hidden experiences', () => {
    let hidden: { privateId: number; unlistedId: number; draftId: number };
    let ownerCookie: string;
    beforeAll(async () => {
      const ownerId = await createUser(site.api.app, 'page-owner@example.com', 'owner-pass-123', 'Owner');
      hidden = await insertHiddenExperiences(site.api.app, ownerId);
      ownerCookie = (await login(site.api, 'page-owner@example.com', 'owner-pass-123')).cookie;
    });

    it('private and draft: 404 for a guest, like an unknown id', async () => {
      for (const id of [hidden.privateId, hidden.draftId]) {
        const page = await get(`/experience/${id}--mine`, EN);
        expect(page.status).toBe(404);
        expect(titleOf(page.html)).toBe('Page not found | Travel Inspiration');
        expect(page.html).not.toMatch(/Private one|Draft one/);
      }
    });

    it('private: 200 for its owner (the cookie reaches the API), titled, but noindex and no canonical', async () => {
      const page = await get(`/experience/${hidden.privateId}--mine`, signedIn(EN, ownerCookie));
      expect(page.status).toBe(200);
      // the owner's account language (the site default) wins over the one the app showed before signing in
      expect(titleOf(page.html)).toBe('Private one | 旅遊靈感');
      expect(metaOf(page.html, 'robots')).toBe('noindex');
      expect(canonicalOf(page.html)).toBeUndefined();
      // what the API answers a signed-in visitor is theirs: it is not written into the page
      expect(answersOf(page.html)).toEqual([]);
    });

    it('a session the API could not read is no guest’s: the owner’s private video is not written into the page', async () => {
      // in front of the API: every call as it is, but "who is signed in?" fails
      const front = await startLoopback(async (req, res) => {
        if (req.url?.endsWith('/user/session')) {
          res.writeHead(503).end();
          return;
        }
        const answer = await fetch(`${site.apiTarget}${req.url}`, { headers: req.headers as Record<string, string> });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
      try {
        const pages = createPageRenderer({ indexHtml: INDEX_HTML, apiTarget: front.origin, siteUrl: SITE_URL });
        const page = await pages.render({
          path: `/experience/${hidden.privateId}--mine`,
          search: '',
          headers: signedIn(EN, ownerCookie),
        });
        expect(page.status).toBe(200);
        expect(titleOf(page.html)).toBe('Private one | Travel Inspiration');
        expect(answersOf(page.html)).toEqual([]);
      } finally {
        await front.close();
      }
    });

    it('unlisted: 200 for anyone with the link, with its preview, but noindex', async () => {
      const page = await get(`/experience/${hidden.unlistedId}--mine`, EN);
      expect(page.status).toBe(200);
      expect(titleOf(page.html)).toBe('Unlisted one | Travel Inspiration');
      expect(metaOf(page.html, 'og:image')).toBe('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg');
      expect(metaOf(page.html, 'robots')).toBe('noindex');
    });

    it('a signed-in visitor gets the head in their account’s language', async () => {
      await site.api.app.db
        .updateTable('users')
        .set({ interface_language: 'en' })
        .where('email', '=', 'page-owner@example.com')
        .execute();
      const page = await get(`/experience/${hidden.privateId}--mine`, signedIn(ZH, ownerCookie));
      expect(langOf(page.html)).toBe('en');
      expect(titleOf(page.html)).toBe('Private one | Travel Inspiration');
    });
  });

  it('pages without an item: their route’s title; private routes and searches with parameters noindex', async () => {
    const home = await get('/', EN);
    expect(home.status).toBe(200);
    expect(titleOf(home.html)).toBe('Travel Inspiration – places and travel vlogs');
    expect(canonicalOf(home.html)).toBe(`${SITE_URL}/`);
    const search = await get('/search?place_id=market', EN);
    expect(search.status).toBe(200);
    expect(titleOf(search.html)).toBe('Search places and videos | Travel Inspiration');
    expect(metaOf(search.html, 'robots')).toBe('noindex');
    const favorites = await get('/my/favorites', ZH);
    expect(favorites.status).toBe(200);
    expect(titleOf(favorites.html)).toBe('我的最愛 | 旅遊靈感');
    expect(metaOf(favorites.html, 'robots')).toBe('noindex');
  });

  it("a shared plan: titled with the plan's name while its link is shared; once revoked, 404 without it", async () => {
    await createUser(site.api.app, 'page-planner@example.com', 'planner-pass-123', 'Planner');
    const { cookie } = await login(site.api, 'page-planner@example.com', 'planner-pass-123');
    const plan = await site.api.inject({
      method: 'POST',
      url: '/api/v1/plan/',
      headers: { cookie },
      payload: { plan_name: 'Kyoto in spring <3', notes: '', plan_places: [] },
    });
    const { id } = JSON.parse(plan.body).data as { id: number };
    const shared = await site.api.inject({ method: 'POST', url: `/api/v1/plan/${id}/share`, headers: { cookie } });
    const { token } = JSON.parse(shared.body).data as { token: string };

    const en = await get(`/plans/shared/${token}`, EN);
    expect(en.status).toBe(200);
    expect(titleOf(en.html)).toBe('Kyoto in spring <3 — shared plan | Travel Inspiration');
    expect(metaOf(en.html, 'og:title')).toBe('Kyoto in spring <3 — shared plan | Travel Inspiration');
    // a page by link: for no search engine
    expect(metaOf(en.html, 'robots')).toBe('noindex');
    expect(canonicalOf(en.html)).toBeUndefined();
    expect(jsonLdOf(en.html)).toBeUndefined();
    expect(titleOf((await get(`/plans/shared/${token}`, ZH)).html)).toBe('Kyoto in spring <3——分享的計畫 | 旅遊靈感');

    // the plan is no longer shared: its name is no one's to read
    await site.api.inject({ method: 'DELETE', url: `/api/v1/plan/${id}/share`, headers: { cookie } });
    const revoked = await get(`/plans/shared/${token}`, EN);
    expect(revoked.status).toBe(404);
    expect(titleOf(revoked.html)).toBe('Page not found | Travel Inspiration');
    expect(revoked.html).not.toContain('Kyoto');
  });

  it("a traveller's posts and experiences: 200 while the traveller exists", async () => {
    const user = await site.api.app.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const path of [`/user/${user.id}/posts`, `/user/${user.id}/experiences`]) {
      expect({ path, status: (await get(path, EN)).status }).toEqual({ path, status: 200 });
    }
  });
});

describe('when the API cannot answer', () => {
  it('refused connections: the page still goes out, 200, with the plain head in the visitor’s language', async () => {
    const pages = createPageRenderer({ indexHtml: INDEX_HTML, apiTarget: await refusingOrigin(), siteUrl: SITE_URL });
    const page = await pages.render({ path: '/experience/1--x', search: '', headers: EN });
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe('Travel Inspiration');
    expect(metaOf(page.html, 'description')).toBe(SITE_SUMMARY_EN);
    expectAppShell(page.html);
    // the default language without a header
    const zh = await pages.render({ path: '/', search: '', headers: {} });
    expect(titleOf(zh.html)).toBe('旅遊靈感');
  });

  it('an API that never answers: the page goes out at the deadline, 200, plain head (even for a signed-in visitor)', async () => {
    const silent = await startLoopback(() => undefined);
    try {
      const pages = createPageRenderer({
        indexHtml: INDEX_HTML,
        apiTarget: silent.origin,
        siteUrl: SITE_URL,
        deadlineMs: 200,
      });
      const page = await pages.render({ path: '/place/1--x', search: '', headers: signedIn(EN, 'sid=abc') });
      expect(page.status).toBe(200);
      expect(titleOf(page.html)).toBe('Travel Inspiration');
      expect(metaOf(page.html, 'description')).toBe(SITE_SUMMARY_EN);
    } finally {
      await silent.close();
    }
  });

  it('an answer that is not the API’s: the plain head, never an error', async () => {
    const odd = await startLoopback((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, data: { unexpected: true } }));
    });
    try {
      const pages = createPageRenderer({ indexHtml: INDEX_HTML, apiTarget: odd.origin, siteUrl: SITE_URL });
      for (const path of ['/experience/1--x', '/place/1--x', '/post/1', '/tag/x', '/', '/search']) {
        const page = await pages.render({ path, search: '', headers: EN });
        expect(page.status).toBe(200);
        expect(titleOf(page.html)).toBe('Travel Inspiration');
        expect(metaOf(page.html, 'description')).toBe(SITE_SUMMARY_EN);
        expectAppShell(page.html);
      }
    } finally {
      await odd.close();
    }
  });
});
