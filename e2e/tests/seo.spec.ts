import { expect, test } from '@playwright/test';
import { escapeRegExp, homeExperiences } from './helpers';

test.describe('findable and shareable', () => {
  test('a link to a video answers 200 with the video’s own title, which the app keeps once it runs', async ({
    page,
    request,
  }) => {
    const [video] = await homeExperiences(request);
    // opened at another slug, as an old or hand-typed link would be
    const response = await page.goto(`/vlog/${video.id}--an-old-slug`);
    expect(response!.status()).toBe(200);
    const served = await response!.text();
    // the page is shown in the site's language (no choice made in this browser), and so is its head
    expect(served).toContain(`<html lang="zh-Hant-TW"`);
    expect(served).toMatch(new RegExp(`<title>${escapeRegExp(video.title)} \\| 旅遊靈感</title>`));
    expect(served).toContain(`<link rel="canonical" href="`);
    expect(served).toContain(`/experience/${video.id}--${encodeURIComponent(video.slug)}"`);
    expect(served).toContain('"@type":"VideoObject"');
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(page).toHaveTitle(`${video.title} | 旅遊靈感`);
  });

  for (const locale of ['en-US', 'zh-TW']) {
    test(`the head is in the language the page is shown in, whatever the browser asks for (${locale}): the site's default first, the visitor's choice after a reload`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale });
      try {
        const page = await context.newPage();
        const first = await page.goto('/terms-conditions');
        expect(await first!.text()).toContain('<title>使用條款 | 旅遊靈感</title>');
        await expect(page.getByRole('heading', { level: 1, name: '使用條款' })).toBeVisible();

        await page.getByRole('button', { name: /Switch language to English/ }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
        const reloaded = await page.reload();
        expect(await reloaded!.text()).toContain('<title>Terms and conditions | Travel Inspiration</title>');
        await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
        await expect(page).toHaveTitle('Terms and conditions | Travel Inspiration');
      } finally {
        await context.close();
      }
    });
  }

  test('an unknown video answers 404 and the app shows its not-found page', async ({ page }) => {
    const response = await page.goto('/experience/999999--no-such-video');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeVisible();
    await expect(page).toHaveTitle('找不到頁面 | 旅遊靈感');
  });

  test('an unknown path answers 404 with the not-found page; robots.txt names the sitemap', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeVisible();
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  });
});
