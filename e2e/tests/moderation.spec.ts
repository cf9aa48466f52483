import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, escapeRegExp, switchToEnglish } from './helpers';
import { mailTo } from './mails';

// The admin is the account of ADMIN_EMAIL (the API's default), seeded with the development password.
const ADMIN = { email: 'admin@example.com', password: 'travel-admin-2026' };
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' };

interface Item {
  id: number;
  slug: string;
  title: string;
}

/** A published public video of the demo account, not hidden,, as its own list gives it. */
async function demoVideo(request: APIRequestContext): Promise<Item> {
  const login = await request.post('/api/v1/user/email_login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: HEADERS,
  });
  expect((await login.json()).code).toBe(200);
  const mine = (await (await request.get('/api/v1/video_experience/me', { headers: HEADERS })).json()) as {
    data: (Item & { status: string; visible_type: number; hidden?: unknown })[];
  };
  // (one an earlier run on the same database hid is passed over)
  const video = mine.data.find((e) => e.status === 'published' && e.visible_type === 0 && !e.hidden);
  if (!video) throw new Error('the demo account has no public video');
  return video;
}

/** A post of someone else than the demo account, as the posts list gives it. */
async function somePost(request: APIRequestContext): Promise<number> {
  const posts = (await (await request.get('/api/v1/post/?page=1', { headers: HEADERS })).json()) as {
    data: { post_id: number; user: { display_name: string } }[];
  };
  const post = posts.data.find((p) => p.user.display_name !== DEMO.name);
  if (!post) throw new Error('no post to report');
  return post.post_id;
}

/** Fill and send the report dialog; the reporter is thanked. */
async function report(page: Page, heading: string, text: string) {
  const dialog = page.getByRole('dialog', { name: heading });
  await dialog.getByRole('textbox', { name: /What is wrong/ }).fill(text);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/we will look at it/i).first()).toBeVisible();
}

/**
 * The admin restores the video through the API (the demo account's videos are the other specs' data: one left
 * hidden would leave their lists, history and searches short). True when it was hidden and is shown again.
 */
async function restoreAsAdmin(request: APIRequestContext, id: number): Promise<boolean> {
  const login = await request.post('/api/v1/user/email_login', { data: ADMIN, headers: HEADERS });
  expect((await login.json()).code).toBe(200);
  const restored = await request.post(`/api/v1/admin/moderation/experience/${id}/restore`, {
    data: { reason: 'Checked again: it is a travel video' },
    headers: HEADERS,
  });
  // 409: it was not hidden (the test stopped before hiding it, or restored it already)
  expect([200, 409]).toContain(restored.status());
  return restored.status() === 200;
}

/** The video this run hid, until it is shown again. */
let hiddenVideo: number | null = null;
test.afterAll(async ({ browser }) => {
  if (hiddenVideo === null) return;
  await inNewContext(browser, async (admin) => void (await restoreAsAdmin(admin.request, hiddenVideo!)));
});

async function inNewContext(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a user reports a post and a video; the admin hides one and dismisses the other; everyone sees the outcome', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const video = await demoVideo(page.request);
  const postId = await somePost(page.request);
  const reason = `Advertising, not travel (${stamp})`;

  // a new user reports both, from the video page and the post page
  await inNewContext(browser, async (reporter) => {
    await switchToEnglish(reporter);
    const signUp = await reporter.request.post('/api/v1/user/email_sign_up', {
      data: { email: `reporter-${stamp}@example.com`, password: `reporter-${stamp}-pass` },
      headers: HEADERS,
    });
    expect((await signUp.json()).code).toBe(200);
    await reporter.goto(`/experience/${video.id}--${video.slug}`);
    await reporter.getByRole('button', { name: 'Report', exact: true }).click();
    await report(reporter, 'Report this video', `This video is an advert (${stamp})`);
    await reporter.goto(`/post/${postId}`);
    await reporter.getByRole('button', { name: 'Report', exact: true }).click();
    await report(reporter, 'Report this post', `This post is spam (${stamp})`);
    // a second report of the same post is a thank-you too
    await reporter.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('textbox', { name: /What is wrong/ }).fill('Again');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(reporter.getByText(/already reported this/i)).toBeVisible();
    // the moderation screen is not there for them
    await reporter.goto('/admin/moderation');
    await expect(reporter.getByRole('heading', { name: /Page not found/ })).toBeVisible();
  });

  // the admin sees both in the queue, hides the video and dismisses the post's report
  await inNewContext(browser, async (admin) => {
    await switchToEnglish(admin);
    await admin.goto(`/login?returnUrl=${encodeURIComponent('/admin/moderation')}`);
    await admin.getByRole('textbox', { name: /E-mail|電子郵件/ }).fill(ADMIN.email);
    await admin.getByLabel(/^(Password|密碼)$/).fill(ADMIN.password);
    await admin.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
    await expect(admin).toHaveURL(/\/admin\/moderation$/);
    // the admin's account speaks Chinese
    await expect(admin.getByRole('heading', { level: 1, name: /^(Moderation|內容審核)$/ })).toBeVisible();
    const videoItem = admin
      .getByRole('article', { name: new RegExp(`^(Video by ${DEMO.name}|${DEMO.name} 的影片)$`) })
      .filter({ hasText: `This video is an advert (${stamp})` });
    await expect(videoItem.getByRole('link', { name: video.title, exact: true })).toBeVisible();
    const postItem = admin
      .getByRole('article', { name: /^(Post by .+|.+ 的貼文)$/ })
      .filter({ hasText: `This post is spam (${stamp})` });
    await expect(postItem).toBeVisible();
    // axe (WCAG 2.2 AA) finds nothing on the queue
    const axe = await new AxeBuilder({ page: admin })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `[${v.id}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    // keyboard: Hide opens its dialog with Enter, the reason is typed, Enter on the dialog's Hide sends it
    await videoItem.getByRole('button', { name: /^(Hide|隱藏)$/ }).focus();
    await admin.keyboard.press('Enter');
    const hide = admin.getByRole('dialog', { name: /^(Hide this item\?|要隱藏這個項目嗎？)$/ });
    await hide.getByRole('textbox', { name: /Reason|原因/ }).fill(reason);
    hiddenVideo = video.id;
    await hide.getByRole('button', { name: /^(Hide|隱藏)$/ }).click();
    await expect(hide).toBeHidden();
    await expect(videoItem.getByText(new RegExp(escapeRegExp(reason)))).toBeVisible();
    await expect(videoItem.getByRole('button', { name: /^(Restore|恢復顯示)$/ })).toBeVisible();

    await postItem.getByRole('button', { name: /^(Dismiss reports|駁回檢舉)$/ }).click();
    const dismiss = admin.getByRole('dialog', { name: /^(Dismiss the open reports\?|要駁回待處理的檢舉嗎？)$/ });
    await dismiss.getByRole('button', { name: /^(Dismiss reports|駁回檢舉)$/ }).click();
    await expect(dismiss).toBeHidden();
    await expect(postItem.getByRole('button', { name: /^(Dismiss reports|駁回檢舉)$/ })).toHaveCount(0);

    const log = admin.getByRole('table', { name: /Audit list|審核紀錄/ });
    await expect(log.getByRole('row').filter({ hasText: reason })).toBeVisible();
  });

  // a guest: the video's link is the 404 page, and search no longer finds it
  await inNewContext(browser, async (guest) => {
    await switchToEnglish(guest);
    await guest.goto(`/experience/${video.id}--${video.slug}`);
    await expect(guest.getByRole('heading', { name: /Page not found/ })).toBeVisible();
    await guest.goto(`/search?q=${encodeURIComponent(video.title)}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Search travel videos' })).toBeVisible();
    await expect(guest.getByRole('link', { name: video.title, exact: true })).toHaveCount(0);
  });

  // its author sees it marked hidden, with the reason, and was told by mail
  // (the page's context signed in as the demo account at the start; its account speaks English)
  await page.goto('/my/experiences');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: video.title, exact: true }) });
  await expect(row.getByRole('note', { name: 'Hidden by an administrator' })).toContainText(reason);
  await page.goto(`/experience/${video.id}--${video.slug}`);
  await expect(page.getByRole('note', { name: 'Hidden by an administrator' })).toContainText(reason);
  const mail = await mailTo(DEMO.email, /hidden|隱藏/);
  expect(mail.text).toContain(reason);

  // restored, it is back for everyone
  await inNewContext(browser, async (admin) => expect(await restoreAsAdmin(admin.request, video.id)).toBe(true));
  hiddenVideo = null;
  await inNewContext(browser, async (guest) => {
    await switchToEnglish(guest);
    await guest.goto(`/experience/${video.id}--${video.slug}`);
    await expect(guest.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  });
});

test('the moderation screen has a title of its own, as it opens and on a reload', async ({ page }) => {
  await page.goto(`/login?returnUrl=${encodeURIComponent('/admin/moderation')}`);
  await page.getByRole('textbox', { name: /E-mail|電子郵件/ }).fill(ADMIN.email);
  await page.getByLabel(/^(Password|密碼)$/).fill(ADMIN.password);
  await page.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  // the admin's account speaks Chinese
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
  await expect(page.getByRole('heading', { level: 1, name: '內容審核' })).toBeVisible();
  await expect(page).toHaveTitle('內容審核 | 旅遊靈感');
  // the head the shell's server writes for the address
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '內容審核' })).toBeVisible();
  await expect(page).toHaveTitle('內容審核 | 旅遊靈感');
});
