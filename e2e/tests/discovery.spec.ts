import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface SearchAnswer {
  data: { id: number; title: string }[];
  result: { total: number; filters: { type: string; value: string; placeId: number; count: number }[] };
}

async function apiSearch(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const res = await request.get(`/api/v1/video_experience/search?${query}`, { headers: { 'accept-language': 'en' } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as SearchAnswer;
}

async function english(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Switch language to English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /results? for|^\d+ results?$/ });

test.describe('discovery: search, filters, tags, places, popup search', () => {
  test('searching an English term and 夜市 shows the matching videos', async ({ page, request }) => {
    await english(page);
    const kyoto = await apiSearch(request, 'place_id=kyoto');
    expect(kyoto.result.total).toBeGreaterThan(0);
    await page.goto('/search?q=kyoto');
    await expect(page.getByRole('heading', { level: 1, name: 'Search travel videos' })).toBeVisible();
    await expect(resultsHeading(page)).toHaveText(
      `${kyoto.result.total} result${kyoto.result.total === 1 ? '' : 's'} for “kyoto”`,
    );
    await expect(page.getByRole('link', { name: kyoto.data[0].title }).first()).toBeVisible();

    const nightMarket = await apiSearch(request, `place_id=${encodeURIComponent('夜市')}`);
    expect(nightMarket.result.total).toBeGreaterThan(0);
    await page.getByRole('searchbox').first().fill('夜市');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=%E5%A4%9C%E5%B8%82$/);
    await expect(resultsHeading(page)).toHaveText(
      `${nightMarket.result.total} result${nightMarket.result.total === 1 ? '' : 's'} for “夜市”`,
    );
    await expect(page.getByRole('link', { name: nightMarket.data[0].title }).first()).toBeVisible();
  });

  test('filter drawer: select shows the count, cancel applies nothing, apply applies, reset clears', async ({
    page,
    request,
  }) => {
    await english(page);
    const all = await apiSearch(request, 'place_id=market&fields=filters');
    const country = all.result.filters.find((f) => f.type === 'country')!;
    await page.goto('/search?q=market');
    await expect(resultsHeading(page)).toContainText(`${all.result.total} result`);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: `${country.value} (${country.count})` }).check();
    await expect(
      drawer.getByRole('button', { name: `Show ${country.count} result${country.count === 1 ? '' : 's'}` }),
    ).toBeVisible();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
    await expect(resultsHeading(page)).toContainText(`${all.result.total} result`);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(drawer.getByRole('checkbox', { name: `${country.value} (${country.count})` })).not.toBeChecked();
    await drawer.getByRole('checkbox', { name: `${country.value} (${country.count})` }).check();
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toBeVisible();
    await expect(resultsHeading(page)).toContainText(`${country.count} result`);

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toHaveCount(0);
    await expect(resultsHeading(page)).toContainText(`${all.result.total} result`);

    // inline facets toggle straight away
    const inline = page
      .getByRole('complementary', { name: 'Refine' })
      .getByRole('checkbox', { name: `${country.value} (${country.count})` });
    await inline.click();
    await expect(inline).toBeChecked();
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toBeVisible();
    await expect(resultsHeading(page)).toContainText(`${country.count} result`);
  });

  test('back from an experience restores the same results at the same scroll position', async ({ page }) => {
    await english(page);
    await page.goto('/search');
    const cards = page.getByRole('main').locator('.mfd-search__results .mfd-grid > li');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(cards).toHaveCount(24);
    const target = cards.nth(20).getByRole('link').first();
    await target.scrollIntoViewIfNeeded();
    const title = (await target.textContent())!.trim();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await target.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(cards).toHaveCount(24);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
  });

  test('/tag/{slug} is the search with that tag applied', async ({ page, request }) => {
    await english(page);
    const tags = (await (
      await request.get('/api/v1/video_experience/tags', { headers: { 'accept-language': 'en' } })
    ).json()) as {
      data: { id: number; slug: string; name: string }[];
    };
    const tag = tags.data.find((t) => t.slug === 'night-market')!;
    const tagged = await apiSearch(request, `tag_id=${tag.id}`);
    await page.goto('/tag/night-market');
    await expect(page.getByRole('heading', { level: 1, name: `Travel videos tagged “${tag.name}”` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove filter ${tag.name}` })).toBeVisible();
    await expect(resultsHeading(page)).toHaveText(
      `${tagged.result.total} result${tagged.result.total === 1 ? '' : 's'}`,
    );
  });

  test('a place page shows its videos and the map fallback without a key; a wrong slug is corrected', async ({
    page,
    request,
  }) => {
    await english(page);
    const found = (await (
      await request.get('/api/v1/global/search?place_id=kyoto&type_filter=place', {
        headers: { 'accept-language': 'en' },
      })
    ).json()) as { data: { places: { id: number; slug: string; place_name: string }[] } };
    const kyoto = found.data.places.find((p) => p.place_name === 'Kyoto')!;
    const videos = await apiSearch(request, `area_place_id=${kyoto.id}`);
    await page.goto(`/place/${kyoto.id}--wrong-slug?planId=guest`);
    await expect(page).toHaveURL(new RegExp(`/place/${kyoto.id}--${kyoto.slug}\\?planId=guest$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Kyoto' })).toBeVisible();
    await expect(page.getByRole('link', { name: videos.data[0].title }).first()).toBeVisible();
    const map = page.getByRole('region', { name: 'Map of Kyoto' });
    await expect(map.getByRole('list', { name: 'Places on the map' })).toBeVisible();
    await expect(map.getByRole('link', { name: 'Open Kyoto in Google Maps' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=35\.\d+%2C135\.\d+$/,
    );

    await page.goto('/place/999999--nowhere');
    await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
  });

  test('popup search from the header finds places and videos and opens a place', async ({ page }) => {
    await english(page);
    await page.getByRole('button', { name: 'Search places and videos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('searchbox').fill('Kyoto');
    await expect(dialog.getByRole('heading', { name: 'Places' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Travel videos' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Kyoto', exact: true }).click();
    await expect(page).toHaveURL(/\/place\/\d+--kyoto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kyoto' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
