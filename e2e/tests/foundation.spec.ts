import { expect, test } from '@playwright/test';
import { startRemote, stopRemote } from '../system';
import { DEMO, escapeRegExp, homeExperiences, logIn } from './helpers';

test.describe('foundation: the federated site end to end', () => {
  test('Home shows seeded experiences', async ({ page, request }) => {
    const experiences = await homeExperiences(request);
    expect(experiences.length).toBeGreaterThanOrEqual(6);
    await page.goto('/');
    for (const e of experiences.slice(0, 3)) {
      await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(e.title)) }).first()).toBeVisible();
    }
  });

  test('each of the five remotes mounts on one of its routes', async ({ page, request }) => {
    const [first] = await homeExperiences(request);

    await page.goto('/'); // mf-discovery
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`/experience/${first.id}--${first.slug}`); // mf-experience
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

    await page.goto('/my/plans'); // mf-planner: the guest plan, named 我的計畫 by default
    await expect(page.getByText('我的計畫').first()).toBeVisible();

    await logIn(page, '/my/edit-profile'); // mf-auth, then back to the page asked for
    await expect(page).toHaveURL(/\/my\/edit-profile$/);
    await expect(page.getByRole('textbox', { name: /Display name|顯示名稱/ })).toHaveValue(DEMO.name); // mf-profile
  });

  test('a link inside a remote drives the shell router, and Back returns', async ({ page, request }) => {
    const [first] = await homeExperiences(request);
    await page.goto('/');
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(first.title)) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/experience/${first.id}--`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(first.title)) }).first()).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('a guest opening a login-required route lands on /login with returnUrl', async ({ page }) => {
    await page.goto('/my/favorites');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy%2Ffavorites$/);
    await expect(page.getByRole('textbox', { name: /E-mail|電子郵件/ })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: /Page not found|找不到頁面/ })).toBeVisible();
  });

  test('switching to English changes the visible text and the next API call’s Accept-Language', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主選單' });
    await expect(nav.getByRole('link', { name: '首頁' })).toBeVisible();
    await page.getByRole('button', { name: /Switch language to English/ }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const nextApiCall = page.waitForRequest((r) => r.url().includes('/api/v1/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    expect((await nextApiCall).headers()['accept-language']).toBe('en');

    // kept across reloads
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('React, react-dom and the page singleton are each loaded exactly once across the shell and remotes', async ({
    page,
    request,
  }) => {
    const [first] = await homeExperiences(request);
    await page.addInitScript(() => {
      // a stand-in for the React DevTools hook: every copy of react-dom registers its renderer here
      const renderers = new Map<number, unknown>();
      let id = 0;
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(++id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(first.title)) }).first()).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(first.title)) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '我的計畫' }).click();
    await expect(page.getByText('我的計畫').first()).toBeVisible();

    const loaded = await page.evaluate(() => {
      type ShareEntry = { from: string; loaded?: boolean };
      const fed = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
        }
      ).__FEDERATION__;
      const providers: Record<string, string[]> = {};
      for (const scopes of Object.values(fed.__SHARE__))
        for (const pkgs of Object.values(scopes))
          for (const [pkg, versions] of Object.entries(pkgs))
            for (const [version, entry] of Object.entries(versions))
              if (entry.loaded) (providers[pkg] ??= []).push(`${entry.from}@${version}`);
      const renderers = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size;
      return {
        renderers,
        providers: Object.fromEntries(Object.entries(providers).map(([k, v]) => [k, [...new Set(v)]])),
      };
    });
    expect(loaded.renderers).toBe(1);
    // the page's state (page-singleton) is one instance too; the browser kit (shared) is each app's own library code
    for (const pkg of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'page-singleton']) {
      expect({ pkg, providers: loaded.providers[pkg] ?? [] }).toEqual({ pkg, providers: [expect.any(String)] });
    }
  });

  test('one remote down: its route shows the fallback with Retry, the rest works, Retry recovers', async ({
    page,
    request,
  }) => {
    const [first] = await homeExperiences(request);
    await stopRemote('mf_experience');
    try {
      await page.goto(`/experience/${first.id}--${first.slug}`);
      const retry = page.getByRole('button', { name: /^(Retry|重試)$/ });
      await expect(retry).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('alert').filter({ hasText: /could not be loaded|無法載入/ })).toBeVisible();

      // the shell and the other remotes still work
      const nav = page.getByRole('navigation', { name: '主選單' });
      await nav.getByRole('link', { name: '首頁' }).click();
      await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(first.title)) }).first()).toBeVisible();
      await nav.getByRole('link', { name: '我的計畫' }).click();
      await expect(page.getByText('我的計畫').first()).toBeVisible();

      // back on the broken route: still the fallback
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/experience/${first.id}--`));
      await expect(retry).toBeVisible({ timeout: 30_000 });
    } finally {
      await startRemote('mf_experience');
    }
    await page.getByRole('button', { name: /^(Retry|重試)$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });
});
