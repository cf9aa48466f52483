import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { DEMO, escapeRegExp, homeExperiences } from './helpers';

/**
 * A stand-in for the YouTube embed, served at the real embed URL through page.route (no network): it speaks
 * the IFrame API's postMessage protocol — answers 'listening' with onReady and infoDelivery, obeys the
 * seekTo command (recording it in window.__commands) and reports the new currentTime.
 */
const FAKE_YOUTUBE = `<!doctype html><html><body style="background:#000;color:#fff">fake player<script>
  window.__commands = [];
  let time = 0;
  const send = (msg) => parent.postMessage(JSON.stringify(msg), '*');
  window.addEventListener('message', (e) => {
    let msg; try { msg = JSON.parse(e.data); } catch { return; }
    if (msg.event === 'listening') { send({ event: 'onReady', id: msg.id }); send({ event: 'infoDelivery', info: { currentTime: time } }); }
    if (msg.event === 'command') {
      window.__commands.push({ func: msg.func, args: msg.args });
      if (msg.func === 'seekTo') { time = msg.args[0]; send({ event: 'infoDelivery', info: { currentTime: time } }); }
    }
  });
</script></body></html>`;

interface DetailExperience {
  id: number;
  slug: string;
  title: string;
  video_type: string;
  likes_count: number;
  places: { time: number; place: { place_name: string } }[];
}

async function stubThirdParties(page: Page) {
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_YOUTUBE }),
  );
  // thumbnails: no network in tests
  await page.route(/^https:\/\/(i\.ytimg\.com|vumbnail\.com)\//, (route) => route.abort());
}

/**
 * Other suites share this database (the accounts suite likes the first Home video as the demo user):
 * start from "the demo user does not like it" so the counts below are exact.
 */
async function demoUnlikes(baseURL: string, expId: number): Promise<void> {
  const ctx = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  try {
    const login = await ctx.post('/api/v1/user/email_login', { data: { email: DEMO.email, password: DEMO.password } });
    expect(login.ok()).toBeTruthy();
    const unlike = await ctx.delete(`/api/v1/user/me/video_experience/like/${expId}`);
    expect(unlike.ok()).toBeTruthy();
  } finally {
    await ctx.dispose();
  }
}

async function signInInPopup(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: /^(Sign in|登入)$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^(E-mail|電子郵件)$/).fill(email);
  await dialog.getByLabel(/^(Password|密碼)$/).fill(password);
  await dialog.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
  await expect(dialog).toBeHidden();
}

test.describe('watching an experience', () => {
  test('from Home: play loads the player, map view seeks it, like as guest → sign in → liked, counts', async ({
    page,
    request,
    browser,
  }) => {
    await stubThirdParties(page);
    // a YouTube experience on Home with at least two places
    let chosen: DetailExperience | null = null;
    for (const e of await homeExperiences(request)) {
      const r = await request.get(`/api/v1/video_experience/${e.id}`, { headers: { 'accept-language': 'en' } });
      const d = (await r.json()).data as DetailExperience;
      if (d.video_type === 'youtube' && d.places.length >= 2) {
        chosen = d;
        break;
      }
    }
    expect(chosen).not.toBeNull();
    await demoUnlikes(test.info().project.use.baseURL!, chosen!.id);
    const exp = (
      await (
        await request.get(`/api/v1/video_experience/${chosen!.id}`, { headers: { 'accept-language': 'en' } })
      ).json()
    ).data as DetailExperience;

    await page.goto('/');
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(exp.title)) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/experience/${exp.id}--`));
    await expect(page.getByRole('heading', { level: 1, name: exp.title })).toBeVisible();

    // no player frame until Play is pressed
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: /^(Play video|播放影片)$/ }).click();
    const frame = page.locator('iframe[src*="youtube-nocookie.com/embed/"]');
    await expect(frame).toHaveCount(1);

    // map view: choosing the second place asks the player to seek to its timestamp
    await page.getByRole('button', { name: /^(Map view|地圖檢視)$/ }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole('region', { name: /Places on the map|地圖上的地點/ });
    const second = exp.places[1];
    const player = page.frame({ url: /youtube-nocookie\.com\/embed\// })!;
    await expect.poll(() => player.evaluate(() => document.readyState)).toBe('complete');
    const at = `${Math.floor(second.time / 60)}:${String(second.time % 60).padStart(2, '0')}`;
    await map.getByRole('button', { name: new RegExp(`^(Play from|從) ${at}`) }).click();
    await expect
      .poll(() => player.evaluate(() => (window as unknown as { __commands: unknown[] }).__commands))
      .toContainEqual({ func: 'seekTo', args: [second.time, true] });
    // the player reported the new time: that place is the current one
    await expect(map.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true');

    // like as a guest: the login popup, then the like is set
    const like = page.getByRole('button', { name: /^(Like|讚)$/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await signInInPopup(page, DEMO.email, DEMO.password);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const base = exp.likes_count;

    // reload: still liked, and the server counted it once
    await page.reload();
    await expect(page.getByRole('button', { name: /^(Like|讚)$/ })).toHaveAttribute('aria-pressed', 'true');
    const likesOf = async () =>
      ((await (await request.get(`/api/v1/video_experience/${exp.id}`)).json()).data as DetailExperience).likes_count;
    expect(await likesOf()).toBe(base + 1);

    // a second person in another session likes it too: the count goes up once more
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await stubThirdParties(page2);
    await page2.goto('/login');
    await page2.getByRole('textbox', { name: /E-mail|電子郵件/ }).fill('admin@example.com');
    await page2.getByLabel(/^(Password|密碼)$/).fill('travel-admin-2026');
    await page2.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
    await expect(page2).not.toHaveURL(/\/login/);
    await page2.goto(`/experience/${exp.id}--${exp.slug}`);
    const like2 = page2.getByRole('button', { name: /^(Like|讚)$/ });
    await expect(like2).toHaveAttribute('aria-pressed', 'false');
    await like2.click();
    await expect(like2).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(likesOf).toBe(base + 2);
    await other.close();
  });

  test('an unknown experience shows the 404 page', async ({ page }) => {
    await stubThirdParties(page);
    await page.goto('/experience/987654--nothing-here');
    await expect(page.getByRole('heading', { name: /Page not found|找不到頁面/ })).toBeVisible();
  });

  test("a user's experiences page lists their public videos", async ({ page, request }) => {
    await stubThirdParties(page);
    const [first] = await homeExperiences(request);
    const detail = (await (await request.get(`/api/v1/video_experience/${first.id}`)).json()).data as {
      user: { id: number; display_name: string };
    };
    await page.goto(`/experience/${first.id}--${first.slug}`);
    await page.getByRole('link', { name: new RegExp(escapeRegExp(detail.user.display_name)) }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${detail.user.id}/experiences$`));
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(escapeRegExp(detail.user.display_name)) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(first.title)) }).first()).toBeVisible();
  });
});
