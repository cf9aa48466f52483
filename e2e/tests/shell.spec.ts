import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { homeExperiences, logIn } from './helpers';

/** Send a bus command the way any remote does (the bus is backed by window events). */
async function emit(page: Page, name: string, detail: unknown): Promise<void> {
  await page.evaluate(([n, d]) => window.dispatchEvent(new CustomEvent(`ti:${n}`, { detail: d })), [name, detail]);
}

/** Start in English for the whole test (a guest's choice is kept in the browser). */
async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('ti-e2e-lang-set')) {
      localStorage.setItem('language', 'en');
      sessionStorage.setItem('ti-e2e-lang-set', '1');
    }
  });
}

/**
 * Make the page tall enough to scroll, whatever the remote renders (through the element's style: the page's policy
 * refuses a style element written into it).
 */
async function makeTall(page: Page): Promise<void> {
  await page.evaluate(() => document.getElementById('main')!.style.setProperty('min-height', '4000px'));
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('shell behaviours', () => {
  test('page changes scroll to the top, except Back from an experience to search', async ({ page, request }) => {
    const [exp] = await homeExperiences(request);
    const shellScroll = () => page.locator('html').getAttribute('data-ti-scroll');
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await makeTall(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);

    await emit(page, 'route:navigate', { to: `/experience/${exp.id}--${exp.slug}` });
    await expect(page).toHaveURL(new RegExp(`/experience/${exp.id}--`));
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await shellScroll()).toBe('top');
    await makeTall(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);

    // Back to search: the shell does not scroll; the search page restores the position it saved
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect.poll(shellScroll).toBe('kept');

    // any other page change goes to the top, Back included
    await emit(page, 'route:navigate', { to: '/my/plans' });
    await expect(page).toHaveURL(/\/my\/plans$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await shellScroll()).toBe('top');
    await makeTall(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await shellScroll()).toBe('top');
  });

  test('footer colours: yellow on history, green on favorites, change-password, edit-profile, else none', async ({
    page,
  }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/$/);
    const footer = page.locator('footer.ti-footer');
    const expectations: [string, string, string][] = [
      ['/my/history', 'yellow', 'rgb(255, 244, 194)'],
      ['/my/favorites', 'green', 'rgb(220, 245, 231)'],
      ['/my/change-password', 'green', 'rgb(220, 245, 231)'],
      ['/my/edit-profile', 'green', 'rgb(220, 245, 231)'],
      ['/my/plans', 'none', 'rgba(0, 0, 0, 0)'],
      ['/', 'none', 'rgba(0, 0, 0, 0)'],
    ];
    for (const [path, colour, css] of expectations) {
      await emit(page, 'route:navigate', { to: path });
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(footer).toHaveAttribute('data-footer', colour);
      await expect(footer).toHaveCSS('background-color', css);
    }
  });

  test('the page-not-found helper replaces the route with /404 showing the original path', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/search');
    // the bus has no memory: send until the shell (which may still be mounting) has heard it
    await expect(async () => {
      if (!page.url().endsWith('/404')) await emit(page, 'route:not-found', { path: '/place/99999--nowhere' });
      await expect(page).toHaveURL(/\/404$/, { timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('We could not find /place/99999--nowhere.')).toBeVisible();
    // replace, not push: Back leaves the page that had the problem
    await page.goBack();
    await expect(page).not.toHaveURL(/\/search$/);

    await page.goto('/no/such/page');
    await expect(page.getByText('We could not find /no/such/page.')).toBeVisible();
  });

  test('cookie banner until accepted; accepted stores acceptCookie=1 and stays accepted', async ({ page, context }) => {
    await inEnglish(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept cookies' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'acceptCookie');
    expect(cookie?.value).toBe('1');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });

  test('each drawer opens alone, keeps focus inside, closes on Esc and unlocks scrolling', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/');
    const locked = () => page.evaluate(() => document.body.hasAttribute('data-ti-scroll-locked'));
    const focusInside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

    // the menu drawer from its header button: focus moves in, and back to the button on Esc
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    expect(await focusInside()).toBe(true);
    expect(await locked()).toBe(true);
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await locked()).toBe(false);

    const drawers: [string, string][] = [
      ['profile', 'Profile'],
      ['filter', 'Filters'],
      ['search', 'Search'],
      ['inspiration', 'Inspiration'],
      ['planner', 'Planner'],
    ];
    for (const [drawer, name] of drawers) {
      await emit(page, 'drawer:open', { drawer });
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      expect(await locked()).toBe(true);
      await expect.poll(focusInside).toBe(true);
      for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
      // only one at a time: opening the menu replaces it
      await emit(page, 'drawer:open', { drawer: 'menu' });
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await locked()).toBe(false);
    }

    // the planner drawer carries the back-to-list flag: opening a plan turns it on, the header's Back turns it off
    await page.evaluate(() =>
      localStorage.setItem('plan', JSON.stringify({ id: 'guest', plan_name: 'Weekend', notes: '', plan_places: [] })),
    );
    await emit(page, 'drawer:open', { drawer: 'planner' });
    const planner = page.getByRole('dialog', { name: 'Planner' });
    await expect(planner.getByRole('button', { name: 'Back to list' })).toHaveCount(0);
    await planner.getByRole('button', { name: 'Weekend' }).click();
    await expect(planner.getByRole('heading', { name: 'Weekend' })).toBeVisible();
    await planner.getByRole('button', { name: 'Back to list' }).click();
    await expect(planner.getByRole('button', { name: 'Back to list' })).toHaveCount(0);
    await expect(planner.getByRole('button', { name: 'Weekend' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(planner).toBeHidden();
  });

  test('message box and modal through the bus', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/');
    // the bus has no memory: wait until the shell has mounted its message host before sending
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const message = page.getByRole('status').filter({ hasText: 'Saved to your list' });
    await expect(async () => {
      if ((await message.count()) === 0) {
        await emit(page, 'message:show', {
          message: 'Saved to your list',
          type: 'success',
          html: '<b>Nice</b><img src=x onerror="window.__pwned=1">',
        });
      }
      await expect(message).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await expect(message).toContainText('Nice');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await message.getByRole('button', { name: 'Dismiss' }).click();
    await expect(message).toHaveCount(0);

    await emit(page, 'modal:open', { heading: 'About this video', body: 'Filmed in Jiufen.' });
    const modal = page.getByRole('dialog', { name: 'About this video' });
    await expect(modal).toContainText('Filmed in Jiufen.');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await emit(page, 'modal:open', { body: 'Click outside to close' });
    const bare = page.getByRole('dialog', { name: 'Dialog' });
    await expect(bare).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(bare).toBeHidden();
  });

  test('static pages come from the API in the current language; SEO follows route and language', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: '使用條款' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '您的帳號' })).toBeVisible();
    await expect(page).toHaveTitle('使用條款 | 旅遊靈感');
    await page.getByRole('button', { name: /Switch language to English/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page).toHaveTitle('Terms and conditions | Travel Inspiration');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'The terms for using Travel Inspiration.',
    );

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy policy | Travel Inspiration');

    await emit(page, 'route:navigate', { to: '/search' });
    await expect(page).toHaveTitle('Search places and videos | Travel Inspiration');
  });

  test('sandbox shows the UI kit live: fields, messages, modal and drawer work', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/sandbox');
    await expect(page.getByRole('heading', { level: 1, name: 'UI sandbox' })).toBeVisible();
    for (const section of ['Buttons', 'Form fields', 'Message boxes', 'Loaders', 'Modals and drawers']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Display name' }).fill('Mei');
    await expect(page.getByText('3 of 40 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Open modal with heading' }).click();
    await expect(page.getByRole('dialog', { name: 'Save this place?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open right drawer with back button' }).click();
    await expect(page.getByRole('dialog', { name: 'Example drawer' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('language: every visible remote switches at once without a reload, and a signed-in choice persists', async ({
    page,
    browser,
    request,
  }) => {
    const [exp] = await homeExperiences(request);
    await logIn(page);
    await expect(page).toHaveURL(/\/$/);
    // the demo account's language is English: signing in applies it
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await emit(page, 'route:navigate', { to: `/experience/${exp.id}--${exp.slug}` });
    await expect(page.getByRole('heading', { level: 1, name: exp.title })).toBeVisible();
    await emit(page, 'drawer:open', { drawer: 'inspiration' });
    await expect(page.getByRole('dialog', { name: 'Inspiration' })).toBeVisible();
    const parcels = page.locator('.ti-parcel');
    await expect.poll(async () => (await parcels.allInnerTexts()).filter((t) => t.trim()).length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    const before = await parcels.allInnerTexts();
    await page.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));

    const saved = page.waitForRequest((r) => r.url().endsWith('/api/v1/user/me') && r.method() === 'PUT');
    // the header switch sits behind the open drawer: press it directly
    await page.getByRole('button', { name: 'Switch language to Traditional Chinese' }).dispatchEvent('click');
    expect((await saved).postDataJSON()).toMatchObject({ interface_language: 'zh-Hant-TW' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
    await expect(page.getByRole('dialog', { name: '靈感清單' })).toBeVisible();
    await expect(page.getByRole('button', { name: '開啟選單' })).toBeAttached();
    // every remote that showed text shows different (translated) text now
    await expect
      .poll(async () => {
        const after = await parcels.allInnerTexts();
        return before.every((text, i) => !text.trim() || (after[i] !== undefined && after[i] !== text));
      })
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // a new browser (no local storage): the account's language comes back after signing in
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await logIn(page2);
    await expect(page2).toHaveURL(/\/$/);
    await expect(page2.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
    await expect(page2.getByRole('button', { name: '開啟選單' })).toBeVisible();
    // leave the demo account as it was
    const restored = page2.waitForRequest((r) => r.url().endsWith('/api/v1/user/me') && r.method() === 'PUT');
    await page2.getByRole('button', { name: 'Switch language to English' }).click();
    await restored;
    await other.close();
  });
});

test.describe('accessibility: axe (WCAG 2.2 AA) on every route of the site', () => {
  const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

  async function scan(page: Page, path: string): Promise<string[]> {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // let remotes finish loading (a page may keep a loading state of its own; axe still scans what is there)
    await page
      .locator('.ti-loading')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    const result = await new AxeBuilder({ page })
      // Label in Name (2.5.3): a control's accessible name holds the text it shows. axe ships the rule as
      // experimental, off unless enabled (options() replaces all options: the tags come after it)
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(WCAG)
      .analyze();
    return result.violations.map(
      (v) =>
        `${path} [${v.id}] ${v.help}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  }

  for (const language of ['zh-Hant-TW', 'en'] as const) {
    test(`no violations in ${language}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const [exp] = await homeExperiences(request);
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      const publicRoutes = [
        '/',
        '/sandbox',
        '/login',
        '/signup',
        '/forgot-password',
        '/reset-password/not-a-real-token',
        '/email-verify/a/b/c',
        '/my/inspiration',
        '/my/plans',
        '/my/plans/guest',
        '/plans/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        '/user/1/posts',
        '/user/1/experiences',
        '/search',
        '/tag/food',
        `/experience/${exp.id}--${exp.slug}`,
        `/vlog/${exp.id}--${exp.slug}`,
        '/place/1--taiwan',
        '/post/1',
        '/404',
        '/terms-conditions',
        '/privacy-policy',
        '/no/such/page',
      ];
      const violations: string[] = [];
      for (const path of publicRoutes) violations.push(...(await scan(page, path)));
      await logIn(page);
      await expect(page).toHaveURL(/\/$/);
      // signing in applies the account's language: put the account in the language under test
      const accountLanguage = await page.locator('html').getAttribute('lang');
      const switchTo = (lang: string) =>
        lang === 'en' ? 'Switch language to English' : 'Switch language to Traditional Chinese';
      if (accountLanguage !== language) {
        await page.getByRole('button', { name: switchTo(language) }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
      const signedIn = [
        '/my/favorites',
        '/my/history',
        '/my/edit-profile',
        '/my/change-password',
        '/my/experiences',
        '/experience/upload',
        `/experience/edit/${exp.id}`,
        `/experience/publish/${exp.id}--${exp.slug}`,
      ];
      for (const path of signedIn) violations.push(...(await scan(page, path)));
      if (accountLanguage && accountLanguage !== language) {
        await page.getByRole('button', { name: switchTo(accountLanguage) }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', accountLanguage);
      }
      expect(violations).toEqual([]);
    });
  }
});
