import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { escapeRegExp, switchToEnglish } from './helpers';

interface Facet {
  type: string;
  value: string;
  placeId: number;
  count: number;
}
interface SearchAnswer {
  data: { id: number; title: string }[];
  result: { total: number; filters: Facet[] };
}
interface PlaceAnswer {
  data: { places: { id: number; place_name: string }[] };
}

const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh-Hant-TW' };

async function apiGet<T>(request: APIRequestContext, path: string, headers = EN): Promise<T> {
  const res = await request.get(`/api/v1${path}`, { headers });
  expect(res.ok(), path).toBeTruthy();
  return (await res.json()) as T;
}

/** The cards of the results (each video is an article), and the heading that counts them. */
const resultCards = (page: Page) => page.getByRole('main').locator('.mfd-search__results').getByRole('article');
const countHeading = (page: Page) => page.locator('#mfd-search-count');

test.describe('discovery journeys: the search lives in its address', () => {
  test('type, filter, order and page survive a reload, Back walks through them, a shared link shows the same in Chinese', async ({
    page,
    request,
    browser,
  }) => {
    await switchToEnglish(page);
    // a country with two pages of videos (pages hold 12): after one "Show more" all of them are listed
    const all = await apiSearch(request, 'type_filter=experience&fields=filters');
    const country = all.result.filters.find((f) => f.type === 'country' && f.count > 12 && f.count <= 24)!;
    expect(country, 'a country with 13 to 24 videos').toBeTruthy();
    const latest = await apiSearch(request, `type_filter=experience&mode=latest&country_place_id=${country.placeId}`);
    const popular = await apiSearch(request, `type_filter=experience&country_place_id=${country.placeId}`);
    expect(latest.data[0].title).not.toBe(popular.data[0].title);

    await page.goto('/search');
    await expect(resultCards(page)).toHaveCount(12);
    await page.getByRole('radio', { name: 'Video titles and descriptions' }).check();
    await expect(page).toHaveURL(/\/search\?type_filter=experience$/);
    const facet = page
      .getByRole('complementary', { name: 'Refine' })
      .getByRole('checkbox', { name: `${country.value} (${country.count})` });
    await facet.check();
    await expect(page).toHaveURL(new RegExp(`\\?type_filter=experience&country_place_id=${country.placeId}$`));
    await expect(countHeading(page)).toHaveText(`${country.count} results`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(
      new RegExp(`\\?type_filter=experience&mode=latest&country_place_id=${country.placeId}$`),
    );
    await expect(resultCards(page).first().getByRole('heading')).toHaveText(latest.data[0].title);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(page).toHaveURL(new RegExp(`&mode=latest&country_place_id=${country.placeId}&page=2$`));
    await expect(resultCards(page)).toHaveCount(country.count);
    const shared = page.url();

    // the same search after a reload
    await page.reload();
    await expectApplied(page, {
      type: 'Video titles and descriptions',
      chip: `Remove filter ${country.value}`,
      order: 'latest',
      heading: `${country.count} results`,
      cards: country.count,
      first: latest.data[0].title,
    });
    await expect(
      page
        .getByRole('complementary', { name: 'Refine' })
        .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(country.value)} `) }),
    ).toBeChecked();

    // Back: before the order changed (Show more replaced its entry), then before the filter, then Forward again
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?type_filter=experience&country_place_id=${country.placeId}$`));
    await expectApplied(page, {
      type: 'Video titles and descriptions',
      chip: `Remove filter ${country.value}`,
      order: 'popular',
      heading: `${country.count} results`,
      cards: 12,
      first: popular.data[0].title,
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?type_filter=experience$/);
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toHaveCount(0);
    await expect(countHeading(page)).toHaveText(`${all.result.total} results`);
    await page.goForward();
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toBeVisible();
    await expect(countHeading(page)).toHaveText(`${country.count} results`);

    // the shared address in a browser that has never been here (the site's default language)
    const zhCountry = (await apiSearch(request, `type_filter=experience&fields=filters`, ZH)).result.filters.find(
      (f) => f.type === 'country' && f.placeId === country.placeId,
    )!;
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(shared);
      await expectApplied(other, {
        type: '影片標題與說明',
        chip: `移除篩選條件「${zhCountry.value}」`,
        order: 'latest',
        heading: `${country.count} 筆結果`,
        cards: country.count,
      });
      await expect(other.getByRole('combobox', { name: '排序方式' })).toHaveValue('latest');
    } finally {
      await fresh.close();
    }
  });

  test('typing a term changes nothing until it is submitted; the term is in the address', async ({ page }) => {
    await switchToEnglish(page);
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search places and videos' }).fill('kyoto');
    await expect(page).toHaveURL(/\/search$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?place_id=kyoto$/);
    await expect(countHeading(page)).toContainText('for “kyoto”');
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search places and videos' })).toHaveValue('');
  });

  test('matching places keep to the applied filters', async ({ page, request }) => {
    await switchToEnglish(page);
    const term = 'market';
    const everywhere = await apiGet<PlaceAnswer>(request, `/global/search?place_id=${term}&type_filter=place`);
    const facets = (await apiSearch(request, `place_id=${term}&fields=filters`)).result.filters;
    // a country whose filter keeps some of the places that match, not all
    let chosen: { country: Facet; places: PlaceAnswer['data']['places'] } | null = null;
    for (const country of facets.filter((f) => f.type === 'country')) {
      const query = `place_id=${term}&type_filter=place&country_place_ids=${country.placeId}`;
      const { places } = (await apiGet<PlaceAnswer>(request, `/global/search?${query}`)).data;
      if (places.length > 0 && places.length < everywhere.data.places.length) chosen = { country, places };
      if (chosen) break;
    }
    expect(chosen, 'a country with some of the matching places').not.toBeNull();
    const { country, places: inCountry } = chosen!;

    await page.goto(`/search?place_id=${term}`);
    const places = page.getByRole('region', { name: 'Matching places' });
    await expect(places.getByRole('link')).toHaveCount(everywhere.data.places.length);
    await page
      .getByRole('complementary', { name: 'Refine' })
      .getByRole('checkbox', { name: `${country.value} (${country.count})` })
      .check();
    await expect(places.getByRole('link')).toHaveText(inCountry.map((p) => p.place_name));
  });

  test('a tag page keeps its tag in the path: another filter is a parameter, removing the tag leaves for /search', async ({
    page,
    request,
  }) => {
    await switchToEnglish(page);
    const tags = (
      await apiGet<{ data: { id: number; slug: string; name: string }[] }>(request, '/video_experience/tags')
    ).data;
    const tag = tags.find((t) => t.slug === 'night-market')!;
    const facets = (await apiSearch(request, `tag_id=${tag.id}&fields=filters`)).result.filters;
    const country = facets.find((f) => f.type === 'country')!;
    const both = await apiSearch(request, `tag_id=${tag.id}&country_place_id=${country.placeId}`);

    await page.goto('/tag/night-market');
    await page
      .getByRole('complementary', { name: 'Refine' })
      .getByRole('checkbox', { name: `${country.value} (${country.count})` })
      .check();
    await expect(page).toHaveURL(new RegExp(`/tag/night-market\\?country_place_id=${country.placeId}$`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Travel videos tagged “${tag.name}”` })).toBeVisible();
    await expect(countHeading(page)).toHaveText(`${both.result.total} result${both.result.total === 1 ? '' : 's'}`);
    await page.getByRole('button', { name: `Remove filter ${tag.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?country_place_id=${country.placeId}$`));
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove filter ${tag.name}` })).toHaveCount(0);
  });

  test('a filter that leaves no results is still named after a reload (the results cannot name it)', async ({
    page,
    request,
  }) => {
    await switchToEnglish(page);
    const countries = (await apiSearch(request, 'fields=filters')).result.filters.filter((f) => f.type === 'country');
    const tags = (await apiGet<{ data: { id: number; name: string }[] }>(request, '/video_experience/tags')).data;
    // a country and a tag no video has together
    let pair: { country: Facet; tag: { id: number; name: string } } | null = null;
    for (const country of countries) {
      for (const tag of tags) {
        const r = await apiSearch(request, `only_count=true&country_place_id=${country.placeId}&tag_id=${tag.id}`);
        if (r.result.total === 0) pair = { country, tag };
        if (pair) break;
      }
      if (pair) break;
    }
    expect(pair, 'a country and a tag without a video together').not.toBeNull();
    await page.goto(`/search?country_place_id=${pair!.country.placeId}&tag_id=${pair!.tag.id}`);
    await expect(page.getByRole('button', { name: `Remove filter ${pair!.country.value}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove filter ${pair!.tag.name}` })).toBeVisible();
    await expect(page.getByText('No travel videos match your search.', { exact: false })).toBeVisible();
  });
});

test.describe('discovery journeys: home, place page and the filter drawer', () => {
  test('home opens with a search box that takes the keyboard, in both languages', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: '搜尋地點與影片' });
    await expect(box).toBeVisible();
    await box.focus();
    await page.keyboard.type('夜市');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?place_id=%E5%A4%9C%E5%B8%82$/);
    await expect(countHeading(page)).toContainText('「夜市」');

    await switchToEnglish(page);
    await page.getByRole('searchbox', { name: 'Search places and videos' }).fill('kyoto');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?place_id=kyoto$/);
    await expect(countHeading(page)).toContainText('for “kyoto”');
  });

  test('places to explore name each place once', async ({ page }) => {
    await switchToEnglish(page);
    const places = page.getByRole('region', { name: 'Places to explore' });
    await expect(places.getByRole('article').first()).toBeVisible();
    const names = await places.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(4);
    expect(names).toEqual([...new Set(names)]);
  });

  test('a place page has one posts and reviews heading', async ({ page, request }) => {
    const home = await apiGet<{ data: { id: number; slug: string; place_name: string }[] }>(request, '/place/home', ZH);
    const place = home.data[0];
    await page.goto(`/place/${place.id}--${place.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: place.place_name })).toBeVisible();
    // the posts come from mf-profile's widget, below the fold: it loads as the visitor scrolls to it, and is
    // counted once it has shown its own content
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('button', { name: '登入後撰寫貼文' })).toBeVisible();
    const heading = page.getByRole('heading', { name: '貼文與評論' });
    await expect(heading).toHaveCount(1);
    await expect(page.getByRole('region', { name: '貼文與評論' })).toHaveCount(1);
  });

  test('on a phone the search type and the filter drawer have 24 px targets, and the drawer’s buttons cover the list below them', async ({
    browser,
  }) => {
    // sizes are read from the settled layout: while the drawer slides in, its transform can make a 24 px box
    // measure 23.999998 px (seen once), so the slide is turned off as a visitor who asks for less motion has it
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    try {
      const page = await phone.newPage();
      await page.goto('/search?place_id=market');
      for (const radio of await page.getByRole('radio').all()) {
        const size = (await radio.boundingBox())!;
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
      }
      await page.getByRole('button', { name: '篩選', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: '篩選條件' });
      const boxes = drawer.getByRole('checkbox');
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) {
        const size = (await box.boundingBox())!;
        expect(size.width).toBeGreaterThanOrEqual(24);
        expect(size.height).toBeGreaterThanOrEqual(24);
      }
      // the list scrolls under the buttons: nothing of it shows between them and the drawer's bottom edge
      const apply = drawer.getByRole('button', { name: /^顯示 \d+ 筆結果$/ });
      await expect(apply).toBeVisible();
      const bottomStrip = await drawer.evaluate((dialog) => {
        const box = dialog.getBoundingClientRect();
        const hits: string[] = [];
        for (let y = box.bottom - 1; y > box.bottom - 60; y -= 4) {
          const el = document.elementFromPoint(box.left + box.width / 2, y);
          if (el?.closest('li, fieldset')) hits.push(el.textContent ?? '');
        }
        return hits;
      });
      expect(bottomStrip).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

async function apiSearch(request: APIRequestContext, query: string, headers = EN): Promise<SearchAnswer> {
  return apiGet<SearchAnswer>(request, `/video_experience/search?${query}`, headers);
}

async function expectApplied(
  page: Page,
  want: { type: string; chip: string; order: string; heading: string; cards: number; first?: string },
): Promise<void> {
  await expect(page.getByRole('radio', { name: want.type })).toBeChecked();
  await expect(page.getByRole('button', { name: want.chip })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^(Sort by|排序方式)$/ })).toHaveValue(want.order);
  await expect(countHeading(page)).toHaveText(want.heading);
  await expect(resultCards(page)).toHaveCount(want.cards);
  if (want.first) await expect(resultCards(page).first().getByRole('heading')).toHaveText(want.first);
}
