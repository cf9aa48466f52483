import { LANGUAGE_COOKIE } from 'contract';
import { createUser, login } from '../../api/test/helpers';
// the remote's exposed module from its sources stands in for its server build (built from the same file; the e2e run
// loads the real one over HTTP, e2e/tests/first-screen.spec.ts)
// eslint-disable-next-line no-restricted-imports
import { Screen as HomeScreen } from '../../mf-discovery/src/expose/HomePage';
// eslint-disable-next-line no-restricted-imports
import { Screen as PlaceScreen } from '../../mf-discovery/src/expose/PlacePage';
// eslint-disable-next-line no-restricted-imports
import { Screen as SearchScreen } from '../../mf-discovery/src/expose/SearchPage';
import type { ScreenComponent } from '../src/remote/RemoteScreen';
import type { ScreenLoader } from './serverScreens';
import { startSeoSite, type SeoSite } from './testing/seoSite';

/** The remotes' server builds as the shell's server loads them: mf-discovery's screens, from their sources. */
const DISCOVERY: Record<string, ScreenComponent> = {
  HomePage: HomeScreen,
  SearchPage: SearchScreen,
  PlacePage: PlaceScreen,
};
const discoveryOnly: ScreenLoader = {
  load: async (ref) => (ref.remote === 'mf_discovery' ? (DISCOVERY[ref.module] ?? null) : null),
};

let site: SeoSite;
const warnings: string[] = [];
beforeAll(async () => {
  // (a deadline no API read of a loaded machine misses: what is asserted is what the answers render)
  site = await startSeoSite({
    screens: discoveryOnly,
    warn: (message) => warnings.push(message),
    deadlineMs: 20_000,
  });
});
afterAll(() => site?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.frontUrl}${path}`, { headers });
  return { status: res.status, html: await res.text() };
}

const EN = { cookie: `${LANGUAGE_COOKIE}=en` };

/** The root element's HTML when the server rendered the page into it, else null. */
function renderedRoot(html: string): string | null {
  return (
    /<div id="root" data-server-rendered="">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? null
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function homeLists(language: string) {
  const api = async (path: string) =>
    (
      (await (await fetch(`${site.apiTarget}/api/v1${path}`, { headers: { 'accept-language': language } })).json()) as {
        data: Record<string, unknown>[];
      }
    ).data;
  return {
    experiences: (await api('/video_experience/for_home')) as { id: number; slug: string; title: string }[],
    places: (await api('/place/home')) as { id: number; place_name: string }[],
    countries: (await api('/video_experience/for_countries')) as { country: { place_name: string } }[],
  };
}

describe('the first screen comes as HTML (the shell’s server renders the page’s tree)', () => {
  it('home for a guest, in Chinese by default: its three lists and their links are in the page, no script needed', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    const root = renderedRoot(page.html);
    expect(root).not.toBeNull();
    const lists = await homeLists('zh-Hant-TW');
    expect(lists.experiences.length).toBeGreaterThan(0);
    expect(lists.places.length).toBeGreaterThan(0);
    expect(lists.countries.length).toBeGreaterThan(0);
    // the shell's layout and the screen, in Chinese
    expect(text(root!)).toContain('精選旅遊影片');
    for (const e of lists.experiences) expect(root).toContain(`href="/experience/${e.id}--${e.slug}"`);
    for (const p of lists.places) {
      expect(text(root!)).toContain(p.place_name);
      expect(root).toContain(`href="/place/${p.id}--`);
    }
    for (const c of lists.countries) expect(text(root!)).toContain(c.country.place_name);
    // nothing on it is still loading
    expect(text(root!)).not.toContain('載入中');
    // no style attribute: the page's CSP refuses them, and hydration would never set them again
    expect(root).not.toMatch(/\sstyle="/);
  });

  it('home in English for a browser that shows English', async () => {
    const page = await get('/', EN);
    expect(page.status).toBe(200);
    const root = renderedRoot(page.html)!;
    expect(text(root)).toContain('Featured travel videos');
    const lists = await homeLists('en');
    for (const p of lists.places) expect(text(root)).toContain(p.place_name);
    for (const c of lists.countries) expect(text(root)).toContain(c.country.place_name);
    expect(text(root)).not.toContain('精選旅遊影片');
  });

  it('a page of the shell’s own (an unknown path) is rendered too, with its 404 status', async () => {
    const page = await get('/no-such-page');
    expect(page.status).toBe(404);
    expect(renderedRoot(page.html)).not.toBeNull();
  });

  it('a signed-in visitor’s page is not rendered here (their answers are not in the page): the browser renders it', async () => {
    await createUser(site.api.app, 'ssr-home@example.com', 'ssr-home-pass-123');
    const { cookie } = await login(site.api, 'ssr-home@example.com', 'ssr-home-pass-123');
    const page = await get('/', { cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id=root></div>');
  });

  it('a search: its heading and search form in the visitor’s language, its results still loading', async () => {
    const page = await get('/search?q=kyoto', EN);
    expect(page.status).toBe(200);
    expect(warnings).toEqual([]);
    const root = renderedRoot(page.html)!;
    expect(text(root)).toContain('Search travel videos');
    expect(root).toContain('role="search"');
    expect(warnings).toEqual([]);
  });

  it('a place: its name and page in both languages; an unknown place: 404', async () => {
    const place = await site.api.app.db
      .selectFrom('places')
      .select(['id', 'slug'])
      .where('type', '!=', 'country')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const name = async (language: string) =>
      (
        (await (
          await fetch(`${site.apiTarget}/api/v1/place/${place.id}`, { headers: { 'accept-language': language } })
        ).json()) as { data: { place_name: string } }
      ).data.place_name;
    const zh = await get(`/place/${place.id}--${place.slug}`);
    expect(zh.status).toBe(200);
    expect(renderedRoot(zh.html)).toMatch(new RegExp(`<h1[^>]*>${await name('zh-Hant-TW')}</h1>`));
    expect(renderedRoot(zh.html)).not.toMatch(/\sstyle="/);
    const en = await get(`/place/${place.id}--${place.slug}`, EN);
    expect(renderedRoot(en.html)).toMatch(new RegExp(`<h1[^>]*>${await name('en')}</h1>`));
    expect((await get('/place/999999--nowhere')).status).toBe(404);
    expect(warnings).toEqual([]);
  });

  it('a route whose remote has no server build goes out as before, to be rendered in the browser', async () => {
    // (this loader has mf-discovery's screens only)
    const page = await get('/vlog/1--first');
    expect(page.html).toContain('<div id=root></div>');
  });
});

describe('a server build that fails falls back to rendering in the browser, never to an error', () => {
  let broken: SeoSite;
  const brokenWarnings: string[] = [];
  const Throws: ScreenComponent = () => {
    throw new Error('the screen broke');
  };
  beforeAll(async () => {
    broken = await startSeoSite({
      screens: { load: async () => Throws },
      warn: (message) => brokenWarnings.push(message),
    });
  });
  afterAll(() => broken?.close());

  it('a screen that throws while rendering: 200, the page with its answers, its root empty', async () => {
    const res = await fetch(`${broken.frontUrl}/`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<div id=root></div>');
    expect(html).toContain('id="ti-answers"');
    expect(brokenWarnings.join('\n')).toContain('the screen broke');
  });
});
