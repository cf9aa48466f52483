import { body, buildTestApp, TEST_APP_JS, type TestApp } from './helpers';

interface Page {
  title: string;
  html: string;
}
interface Seo {
  path: string;
  title: string;
  description: string;
  image: string | null;
}
interface Menu {
  items: { title: string; url: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const EN = { 'accept-language': 'en-GB,en;q=0.8' };

/** Every route pattern of the site as the shell's route table spells it, plus the default `*`. */
const SPEC_ROUTES = [
  '*',
  '/',
  '/sandbox',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/:token',
  '/email-verify/:part1/:part2/:part3',
  '/my/favorites',
  '/my/history',
  '/my/edit-profile',
  '/my/change-password',
  '/my/experiences',
  '/my/inspiration',
  '/my/plans',
  '/my/plans/:planId',
  '/user/:userId/posts',
  '/user/:userId/experiences',
  '/search',
  '/tag/:slug',
  '/experience/upload',
  '/experience/edit/:expId',
  '/experience/publish/:expId--:slug',
  '/experience/:expId--:slug',
  '/vlog/:expId--:slug',
  '/place/:placeId--:slug',
  '/post/:postId',
  '/admin/moderation',
  '/404',
  '/terms-conditions',
  '/privacy-policy',
];

describe.each([
  ['/api/v1/misc/tnc', 'Terms and conditions', '使用條款'],
  ['/api/v1/misc/privacy', 'Privacy policy', '隱私權政策'],
])('%s', (url, titleEn, titleZh) => {
  it('serves the page in the caller’s language (default zh-Hant-TW)', async () => {
    const zh = body<Page>(await t.inject(url));
    const en = body<Page>(await t.inject({ url, headers: EN }));
    expect(zh.code).toBe(200);
    expect(zh.app_js).toBe(TEST_APP_JS);
    expect(zh.data!.title).toBe(titleZh);
    expect(en.data!.title).toBe(titleEn);
    expect(zh.data!.html).toMatch(/<h2>/);
    expect(en.data!.html).toMatch(/<h2>/);
    expect(zh.data!.html).not.toBe(en.data!.html);
    // content is text a person reads: no scripts or inline handlers ever
    expect(en.data!.html).not.toMatch(/<script|on\w+=/i);
  });

  it('answers other methods with a localized 404 and changes nothing', async () => {
    const res = await t.inject({ method: 'DELETE', url, headers: EN });
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('There is no such API endpoint.');
    expect(body<Page>(await t.inject({ url, headers: EN })).data!.title).toBe(titleEn);
  });
});

describe('GET /api/v1/misc/menu', () => {
  it('links the static pages, localized, same urls in both languages', async () => {
    const zh = body<Menu>(await t.inject('/api/v1/misc/menu'));
    const en = body<Menu>(await t.inject({ url: '/api/v1/misc/menu', headers: EN }));
    expect(en.data!.items).toEqual(
      expect.arrayContaining([
        { title: 'Terms and conditions', url: '/terms-conditions' },
        { title: 'Privacy policy', url: '/privacy-policy' },
      ]),
    );
    expect(zh.data!.items).toEqual(expect.arrayContaining([{ title: '使用條款', url: '/terms-conditions' }]));
    expect(zh.data!.items.map((i) => i.url)).toEqual(en.data!.items.map((i) => i.url));
  });

  it('does not link the UI sandbox (a tool for designers, not a page for visitors)', async () => {
    for (const headers of [{}, EN]) {
      const menu = body<Menu>(await t.inject({ url: '/api/v1/misc/menu', headers }));
      expect(menu.data!.items.map((i) => i.url)).not.toContain('/sandbox');
    }
  });
});

describe('GET /api/v1/misc/page-seo', () => {
  it('has a title and description for every route of the site in both languages', async () => {
    const zh = body<Seo[]>(await t.inject('/api/v1/misc/page-seo')).data!;
    const en = body<Seo[]>(await t.inject({ url: '/api/v1/misc/page-seo', headers: EN })).data!;
    for (const list of [zh, en]) {
      expect(list.map((e) => e.path).sort()).toEqual([...SPEC_ROUTES].sort());
      for (const e of list) {
        expect(e.title.trim()).not.toBe('');
        expect(e.description.trim()).not.toBe('');
      }
    }
    const search = (list: Seo[]) => list.find((e) => e.path === '/search')!;
    expect(search(en).title).toBe('Search places and videos');
    expect(search(zh).title).toBe('搜尋景點與影片');
    // the admin's screen is titled by what it is, not by the site's name alone
    const moderation = (list: Seo[]) => list.find((e) => e.path === '/admin/moderation')?.title;
    expect([moderation(en), moderation(zh)]).toEqual(['Moderation', '內容審核']);
  });
});
