import { expect, test, type APIRequestContext } from '@playwright/test';
import { switchToEnglish } from './helpers';

interface Featured {
  id: number;
  slug: string;
  title: string;
  views_count: number;
  likes_count: number;
}

/** A count as Taiwanese sites write it: in 萬 (10 000) with one decimal at most, a space after the number. */
const inWan = (n: number) => `${Number((n / 10_000).toFixed(1))} 萬`;
/** A count as the site writes it in English: k from a thousand, m from a million, one decimal at most. */
const inKM = (n: number) =>
  n >= 1_000_000 ? `${Number((n / 1_000_000).toFixed(1))}m` : `${Number((n / 1000).toFixed(1))}k`;

/** A featured video the API counts in the tens of thousands of likes (and so, views), in the page's language. */
async function popular(request: APIRequestContext, language: string): Promise<Featured> {
  const res = await request.get('/api/v1/video_experience/for_home', { headers: { 'accept-language': language } });
  const body = (await res.json()) as { code: number; data: Featured[] };
  expect(body.code).toBe(200);
  const found = body.data.find((e) => e.likes_count >= 10_000 && e.views_count < 100_000_000);
  expect(found, 'a featured video with 10 000 likes or more').toBeTruthy();
  return found!;
}

test.describe('views and likes are counted the way each language counts', () => {
  test('Chinese counts in 萬 on Home and on the video page, English in k and m', async ({ page, request }) => {
    // Chinese, the default: Home's card, then the video's page
    let video = await popular(request, 'zh-Hant-TW');
    await page.goto('/');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: video.title }) });
    await expect(card.getByText(`${inWan(video.views_count)}次觀看`, { exact: true })).toBeVisible();
    await card.getByRole('link', { name: video.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(page.getByText(`${inWan(video.likes_count)}個讚`, { exact: true })).toBeVisible();

    // English
    await switchToEnglish(page);
    video = await popular(request, 'en');
    const englishCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: video.title }) });
    await expect(englishCard.getByText(`${inKM(video.views_count)} views`, { exact: true })).toBeVisible();
    await englishCard.getByRole('link', { name: video.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(page.getByText(`${inKM(video.likes_count)} likes`, { exact: true })).toBeVisible();
  });
});
