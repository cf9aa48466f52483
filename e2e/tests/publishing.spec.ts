import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { escapeRegExp, logIn } from './helpers';

/**
 * A stand-in for the YouTube embed, served at the real embed URL through page.route (no network): it speaks
 * the IFrame API's postMessage protocol — answers 'listening' with onReady and initialDelivery/infoDelivery
 * carrying the video's duration and the current time.
 */
const DURATION = 300; // 5:00
const NOW = 62; // the fake player says it is at 1:02
const FAKE_YOUTUBE = `<!doctype html><html><body style="background:#000;color:#fff">fake player<script>
  const send = (msg) => parent.postMessage(JSON.stringify(msg), '*');
  window.addEventListener('message', (e) => {
    let msg; try { msg = JSON.parse(e.data); } catch { return; }
    if (msg.event === 'listening') {
      send({ event: 'onReady', id: msg.id });
      send({ event: 'initialDelivery', info: { currentTime: ${NOW}, duration: ${DURATION} } });
    }
  });
</script></body></html>`;

async function stubPlayer(page: Page, answer = true) {
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
    answer ? route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_YOUTUBE }) : route.abort(),
  );
  await page.route(/^https:\/\/(i\.ytimg\.com|vumbnail\.com)\//, (route) => route.abort());
}

/** axe (WCAG 2.2 AA) finds nothing on the page as it is now. */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    result.violations.map((v) => `[${v.id}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function english(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Switch language to English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

async function signIn(page: Page): Promise<void> {
  await english(page);
  await logIn(page);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Whether the search page lists a video with this title for this term. */
async function expectInSearch(page: Page, term: string, title: string, present: boolean) {
  await page.goto(`/search?q=${encodeURIComponent(term)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search travel videos' })).toBeVisible();
  if (present) {
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  } else {
    await expect(page.getByText('No travel videos match your search.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  }
}

/** A guest (a fresh browser context) opens the link. */
async function guestSees(browser: Browser, url: string, title: string) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await stubPlayer(guest);
  await guest.goto(url);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
}

test.describe('publishing an experience', () => {
  test('upload a YouTube link → two places with typed times → publish Unlisted → Public → delete', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const token = `zqx${stamp}`;
    const videoId = `e2e${stamp}`.padEnd(11, '0').slice(0, 11);
    const title = `Harbour walk ${token}`;
    await stubPlayer(page);
    await signIn(page);

    // upload: a link that is not a video is refused, a YouTube link is parsed and the player tells its length
    await page.goto('/experience/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload a video' })).toBeVisible();
    const link = page.getByRole('textbox', { name: /^YouTube or Vimeo link or video id/ });
    await link.fill('https://example.com/watch?v=nothing');
    await page.getByRole('button', { name: 'Check the video' }).click();
    await expect(page.getByText('This is not a YouTube or Vimeo link or video id.', { exact: false })).toBeVisible();
    await link.fill(`https://www.youtube.com/watch?v=${videoId}&t=10s`);
    await link.press('Enter');
    await expect(page.getByText('Length: 5:00')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\/experience\/edit\/\d+$/);
    const id = Number(/\/experience\/edit\/(\d+)$/.exec(page.url())![1]);

    // edit: title, description, a tag
    await expect(page.getByRole('heading', { level: 1, name: 'Edit experience' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Description/ }).fill('Along the harbour at dusk.');
    await page.getByRole('group', { name: 'Tags' }).getByRole('checkbox').first().check();

    // the first place, at the player's current time, then typed "1:30" and one second up with the arrow key
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect(page.getByText('player at 1:02')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a place by name' }).fill('Taipei 101');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Add Taipei 101', exact: true }).click();
    const first = page.getByRole('spinbutton', { name: 'Time of Taipei 101 (mm:ss)' });
    await expect(first).toHaveValue('1:02');
    await first.fill('1:30');
    await first.press('Enter');
    await first.press('ArrowUp');
    await expect(first).toHaveValue('1:31');
    // a time past the end of the video is refused beside the field, and stays there to be corrected
    await first.fill('9:00');
    await first.press('Enter');
    await expect(first).toHaveValue('9:00');
    await expect(first).toHaveAccessibleDescription(/The video is 5:00 long: pick a time within it\./);
    await first.fill('1:31');
    await first.press('Enter');
    await expect(first).not.toHaveAttribute('aria-invalid');

    // the second place: "45" taken as seconds, one down with the arrow key
    await page.getByRole('searchbox', { name: 'Find a place by name' }).fill('Shilin Night Market');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Add Shilin Night Market', exact: true }).click();
    const second = page.getByRole('spinbutton', { name: 'Time of Shilin Night Market (mm:ss)' });
    await second.fill('45');
    await second.press('Enter');
    await expect(second).toHaveValue('0:45');
    await second.press('ArrowDown');
    await expect(second).toHaveValue('0:44');

    // reorder with the keyboard: Shilin first
    await page.getByRole('button', { name: 'Move up Shilin Night Market' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 3, name: '1. Shilin Night Market' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move down Shilin Night Market' })).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to publish' }).click();
    await expect(page).toHaveURL(new RegExp(`/experience/publish/${id}--harbour-walk-${token}$`));

    // publish: the review shows the places in order with their times; Unlisted
    await expect(page.getByRole('heading', { level: 1, name: 'Publish experience' })).toBeVisible();
    const places = page.getByRole('listitem').filter({ hasText: /Shilin Night Market|Taipei 101/ });
    await expect(places.nth(0)).toContainText('0:44 Shilin Night Market');
    await expect(places.nth(1)).toContainText('1:31 Taipei 101');
    await expectAccessible(page);
    await page.getByRole('radio', { name: /^Unlisted/ }).check();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/experience/${id}--harbour-walk-${token}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const url = new URL(page.url()).pathname;

    // Unlisted: opens by link (for a guest too), but is not in search
    await guestSees(browser, url, title);
    await expectInSearch(page, token, title, false);

    // made Public on my experiences: it is in search
    await page.goto('/my/experiences');
    await expect(page.getByRole('heading', { level: 1, name: 'My experiences' })).toBeVisible();
    const visibility = page.getByRole('combobox', { name: `Visibility ${title}` });
    await expect(visibility).toHaveValue('2');
    await expectAccessible(page);
    await visibility.selectOption({ label: 'Public' });
    await expect(page.getByText('Visibility changed.')).toBeVisible();
    await expectInSearch(page, token, title, true);

    // deleted after confirmation: gone from my list, from search, and its page is not found
    await page.goto('/my/experiences');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this video?' });
    await expect(dialog).toContainText(title);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(title)) })).toHaveCount(0);
    await expectInSearch(page, token, title, false);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
  });

  test('when the player cannot tell the length, it is typed; the draft can be deleted', async ({ page }) => {
    const videoId = `f${Date.now().toString(36)}`.padEnd(11, '1').slice(0, 11);
    await stubPlayer(page, false); // the embed does not load: no length from the player
    await signIn(page);
    await page.goto('/experience/upload');
    await page.getByRole('textbox', { name: /^YouTube or Vimeo link or video id/ }).fill(videoId);
    await page.getByRole('button', { name: 'Check the video' }).click();
    await expect(page.getByText('Reading the video’s length from the player…')).toBeVisible();
    await page.getByRole('button', { name: 'Type the length instead' }).click();
    const length = page.getByRole('spinbutton', { name: 'Video length (mm:ss or h:mm:ss)' });
    await length.fill('4:10');
    await length.press('Enter');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\/experience\/edit\/\d+$/);
    await expect(page.getByText('Length 4:10')).toBeVisible();

    await page.goto('/my/experiences');
    const drafts = page.getByRole('region', { name: /^Drafts/ });
    await expect(drafts.getByRole('heading', { level: 3, name: 'Untitled video' }).first()).toBeVisible();
    const before = await drafts.getByRole('listitem').count();
    await drafts.getByRole('button', { name: 'Delete Untitled video' }).first().click();
    await page
      .getByRole('dialog', { name: 'Delete this video?' })
      .getByRole('button', { name: 'Delete for good' })
      .click();
    await expect(page.getByText('The video was deleted.')).toBeVisible();
    await expect(drafts.getByRole('listitem')).toHaveCount(before - 1);
  });
});

for (const lang of ['zh-Hant-TW', 'en'] as const) {
  const T = (en: string, zh: string) => (lang === 'en' ? en : zh);
  test.describe(`a vlog over an hour (${lang})`, () => {
    test('its length is typed as h:mm:ss, a place is timed at 1:00:10 and kept after a reload; a name with no match offers no Google place id while that lookup is off', async ({
      page,
    }) => {
      const videoId = `h${Date.now().toString(36)}${lang.length}`.padEnd(11, '2').slice(0, 11);
      const place = T('Taipei 101', '台北101');
      await stubPlayer(page, false); // no length from the player: it is typed
      if (lang === 'en') await english(page);
      await logIn(page);
      await expect(page).not.toHaveURL(/\/login/);
      // signing in applies the demo account's language, English: the Chinese run switches it for this test only
      if (lang === 'zh-Hant-TW') await accountLanguage(page, 'Traditional Chinese');
      try {
        await typeAnHourLongVlog(page, videoId, place);
      } finally {
        if (lang === 'zh-Hant-TW') await accountLanguage(page, 'English');
      }
    });
  });

  async function typeAnHourLongVlog(page: Page, videoId: string, place: string) {
    await page.goto('/experience/upload');
    await page
      .getByRole('textbox', { name: T('YouTube or Vimeo link or video id', 'YouTube 或 Vimeo 連結或影片 ID') })
      .fill(videoId);
    await page.getByRole('button', { name: T('Check the video', '檢查影片') }).click();
    await page.getByRole('button', { name: T('Type the length instead', '改為自行輸入長度') }).click();
    const length = page.getByRole('spinbutton', {
      name: T('Video length (mm:ss or h:mm:ss)', '影片長度（mm:ss 或 h:mm:ss）'),
    });
    await length.fill('1:02:03');
    await length.press('Enter');
    await page.getByRole('button', { name: T('Create draft', '建立草稿') }).click();
    await expect(page).toHaveURL(/\/experience\/edit\/\d+$/);
    await expect(page.getByText(T('Length 1:02:03', '長度 1:02:03'))).toBeVisible();

    const finder = page.getByRole('searchbox', { name: T('Find a place by name', '依名稱尋找地點') });
    await finder.fill('zzqx no such place');
    await page.getByRole('button', { name: T('Search', '搜尋'), exact: true }).click();
    await expect(
      page.getByText(T('No place matches. Try another name.', '沒有符合的地點，請換個名稱試試。')),
    ).toBeVisible();
    await expect(page.getByText(/Google/)).toHaveCount(0);

    await finder.fill(place);
    await page.getByRole('button', { name: T('Search', '搜尋'), exact: true }).click();
    await page.getByRole('button', { name: `${T('Add', '新增')} ${place}`, exact: true }).click();
    const time = page.getByRole('spinbutton', {
      name: T(`Time of ${place} (mm:ss or h:mm:ss)`, `${place} 的時間（mm:ss 或 h:mm:ss）`),
    });
    await time.fill('1:00:10');
    await time.press('Enter');
    await expect(time).toHaveValue('1:00:10');
    await page.getByRole('button', { name: T('Save', '儲存'), exact: true }).click();
    await expect(page.getByText(T('All changes saved.', '所有變更都已儲存。'))).toBeVisible();
    // past the end of the video: refused beside the field, kept there, not saved, and not called saved
    await time.fill('1:05:00');
    await time.press('Enter');
    await expect(time).toHaveValue('1:05:00');
    await expect(
      page.getByText(
        T('The video is 1:02:03 long: pick a time within it.', '影片長度為 1:02:03，請選擇影片內的時間。'),
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: T('Save', '儲存'), exact: true }).click();
    await expect(page.getByText(T('You have unsaved changes.', '您有尚未儲存的變更。'))).toBeVisible();
    await expect(page.getByText(T('All changes saved.', '所有變更都已儲存。'))).toHaveCount(0);
    await expect(time).toHaveValue('1:05:00');
    // put back the saved time: nothing is left unsaved, and a reload shows the saved time
    await time.fill('1:00:10');
    await time.press('Enter');
    await expect(page.getByText(T('All changes saved.', '所有變更都已儲存。'))).toBeVisible();
    await page.reload();
    await expect(time).toHaveValue('1:00:10');
  }
}

/** Switch a signed-in visitor's language with the header's button, saved to the account. */
async function accountLanguage(page: Page, name: 'English' | 'Traditional Chinese'): Promise<void> {
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/v1/user/me') && r.method() === 'PUT');
  await page.getByRole('button', { name: `Switch language to ${name}` }).click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? 'en' : 'zh-Hant-TW');
}
