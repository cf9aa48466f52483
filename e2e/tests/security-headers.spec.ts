// Every page tells the browser what it may do (Content-Security-Policy and the rest of the security headers), and
// the site runs within that: no page, public or signed in, has anything the policy blocks.
import { expect, test, type Page, type Response } from '@playwright/test';
import { homeExperiences, logIn } from './helpers';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** What the policy blocked on the page: `securitypolicyviolation` events and the console's CSP errors. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} (${e.sourceFile})`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions.Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  // no network in tests: the video players answer with an empty page, their still images are refused (the policy
  // is applied before any request, so what it blocks is reported all the same)
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//, (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.route(/^https:\/\/(i\.ytimg\.com|vumbnail\.com)\//, (r) => r.abort());
  return async () => [...(await page.evaluate(() => window.cspViolations)), ...consoleErrors];
}

function expectPageHeaders(response: Response | null) {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** The page is up: its main landmark is there and the screens have settled. */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('every public page loads with its policy and nothing blocked', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const [experience] = await homeExperiences(request);
  const places = (await (await request.get('/api/v1/place/home')).json()).data as { id: number; slug: string }[];
  const tags = (await (await request.get('/api/v1/video_experience/tags')).json()).data as { slug: string }[];
  const [post] = (await (await request.get('/api/v1/post/?page=1')).json()).data as { post_id: number }[];
  const routes = [
    '/',
    '/search?place_id=market',
    `/tag/${tags[0].slug}`,
    `/place/${places[0].id}--${places[0].slug}`,
    `/experience/${experience.id}--${experience.slug}`,
    `/post/${post.post_id}`,
    '/terms-conditions',
    '/privacy-policy',
    '/no/such/page',
    '/login',
  ];
  for (const route of routes) {
    const response = await page.goto(route);
    expectPageHeaders(response);
    await settled(page);
    expect(await violations(), route).toEqual([]);
  }
});

test('signed in: my plans, and an experience with its player playing, with nothing blocked', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  const [experience] = await homeExperiences(request);
  await logIn(page);
  await expect(page).not.toHaveURL(/\/login/);

  expectPageHeaders(await page.goto('/my/plans'));
  await settled(page);
  expect(await violations(), '/my/plans').toEqual([]);

  expectPageHeaders(await page.goto(`/experience/${experience.id}--${experience.slug}`));
  // (in the demo account's language)
  await page.getByRole('button', { name: /^(Play video|播放影片)$/ }).click();
  // the player's frame is let in (it cannot load offline, but the policy does not block it)
  await expect(page.getByTitle(/^(Video player: |影片播放器：)/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(), 'the experience with its player').toEqual([]);
});

test('no source map is published', async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const manifest = (await (await request.get(Object.values(remotes)[0])).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes[0].assets.js.sync[0];
  const remoteOrigin = new URL(Object.values(remotes)[0]).origin;
  for (const map of ['/main.js.map', `${remoteOrigin}/${chunk}.map`]) {
    expect((await request.get(map)).status(), map).toBe(404);
  }
});
