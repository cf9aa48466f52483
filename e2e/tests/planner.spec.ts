import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface HomePlace {
  id: number;
  slug: string;
  place_name: string;
}

async function places(request: APIRequestContext): Promise<HomePlace[]> {
  const res = await request.get('/api/v1/place/home', { headers: { 'accept-language': 'en' } });
  expect(res.ok()).toBeTruthy();
  const list = ((await res.json()) as { data: HomePlace[] }).data;
  expect(list.length).toBeGreaterThanOrEqual(3);
  return list.slice(0, 3);
}

async function english(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /Switch language to English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

const stops = (page: Page) =>
  page.getByRole('list', { name: 'Places in this plan' }).getByRole('heading', { level: 3 });

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password$/).fill('planner-pass-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
}

const storage = (page: Page) =>
  page.evaluate(() => ({ plan: localStorage.getItem('plan'), pois: localStorage.getItem('inspiration_pois') }));

test.describe('planner: inspiration list, guest plan, move to the account', () => {
  test('a guest saves places and builds a plan; sign-up moves both to the account; keyboard reorder', async ({
    page,
    request,
  }) => {
    const [a, b, c] = await places(request);
    await english(page);

    // save A and B from their place pages; add A and C to the local plan
    for (const p of [a, b]) {
      await page.goto(`/place/${p.id}--${p.slug}`);
      await page.getByRole('button', { name: 'Save to inspiration' }).click();
      await expect(page.getByRole('button', { name: 'Saved to inspiration (remove)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    for (const p of [a, c]) {
      await page.goto(`/place/${p.id}--${p.slug}`);
      await page.getByRole('button', { name: 'Add to plan' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Added to My to-go list.' })).toBeVisible();
    }

    await page.goto('/my/inspiration');
    await expect(page.getByRole('list', { name: 'Saved places' }).getByRole('heading')).toHaveText(
      [b.place_name, a.place_name].map((n) => new RegExp(n)),
    );

    // the planner: insert B before C, a note on A
    await page.goto('/my/plans/guest');
    await expect(page.getByRole('heading', { level: 1, name: 'My to-go list' })).toBeVisible();
    await expect(stops(page)).toHaveText([a.place_name, c.place_name]);
    await page.getByRole('combobox', { name: 'Place' }).selectOption({ label: b.place_name });
    await page.getByRole('combobox', { name: 'Position' }).selectOption({ label: `Before ${c.place_name}` });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(stops(page)).toHaveText([a.place_name, b.place_name, c.place_name]);
    await page.getByRole('textbox', { name: `Notes for ${a.place_name}` }).fill('Go at sunset');
    await page.keyboard.press('Tab'); // leaving the field saves the note
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toHaveCount(1);

    await page.reload();
    await expect(stops(page)).toHaveText([a.place_name, b.place_name, c.place_name]);
    await expect(page.getByRole('textbox', { name: `Notes for ${a.place_name}` })).toHaveValue('Go at sunset');
    // a plan on this device can't be shared, and the planner says so
    await expect(page.getByText('A plan kept on this device cannot be shared.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a share link' })).toHaveCount(0);

    // sign up: list and plan go to the account, storage is emptied, the guest route moves to the new plan
    await signUp(page, `planner-${Date.now()}@example.com`);
    await expect.poll(async () => (await storage(page)).plan, { timeout: 15_000 }).toBeNull();
    expect((await storage(page)).pois).toBeNull();
    await page.goto('/my/plans/guest');
    await expect(page).toHaveURL(/\/my\/plans\/\d+$/);
    await expect(stops(page)).toHaveText([a.place_name, b.place_name, c.place_name]);
    await expect(page.getByRole('textbox', { name: `Notes for ${a.place_name}` })).toHaveValue('Go at sunset');
    const plans = await page.evaluate(async () => (await (await fetch('/api/v1/plan')).json()).data);
    expect(plans).toHaveLength(1);
    await page.goto('/my/inspiration');
    await expect(page.getByRole('list', { name: 'Saved places' }).getByRole('heading')).toHaveCount(2);

    // reorder by keyboard, announced, and kept on the server
    await page.goto(`/my/plans/${plans[0].id}`);
    await page.getByRole('button', { name: `Move ${a.place_name} down` }).focus();
    await page.keyboard.press('Enter');
    await expect(stops(page)).toHaveText([b.place_name, a.place_name, c.place_name]);
    await expect(
      page.getByRole('status').filter({ hasText: `${a.place_name} moved to position 2 of 3.` }),
    ).toBeAttached();
    await page.reload();
    await expect(stops(page)).toHaveText([b.place_name, a.place_name, c.place_name]);
  });

  test('an interrupted move after sign-up loses nothing: the write whose answer was lost is sent again and applied once', async ({
    page,
    request,
  }) => {
    const [a, b] = await places(request);
    await english(page);
    await page.evaluate(
      ([x, y]) => {
        localStorage.setItem('inspiration_pois', JSON.stringify([x, y]));
        localStorage.setItem(
          'plan',
          JSON.stringify({
            id: 'guest',
            plan_name: '',
            notes: 'spring',
            plan_places: [
              { id: x, type: 'poi', notes: '' },
              { id: y, type: 'poi', notes: 'late' },
            ],
          }),
        );
      },
      [a.id, b.id],
    );
    // the server creates the plan but the answer is lost
    let cut = 0;
    const keys: (string | undefined)[] = [];
    await page.route('**/api/v1/plan/', async (route) => {
      if (route.request().method() === 'POST') keys.push(route.request().headers()['idempotency-key']);
      if (route.request().method() === 'POST' && cut === 0) {
        cut += 1;
        await route.fetch();
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await signUp(page, `planner-retry-${Date.now()}@example.com`);
    // the write that got no answer is sent again by itself, with the key it was made with: the server answers what
    // it answered the first time and creates nothing more, and the move goes on
    await expect.poll(async () => (await storage(page)).plan, { timeout: 15_000 }).toBeNull();
    expect(cut).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    await expect(page.getByRole('alert').filter({ hasText: 'could not move your saved places' })).toHaveCount(0);
    const plans = await page.evaluate(async () => (await (await fetch('/api/v1/plan')).json()).data);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ plan_name: 'My to-go list', notes: 'spring' });
    expect(plans[0].plan_places.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    const pois = await page.evaluate(async () => (await (await fetch('/api/v1/user/me/inspiration/poi')).json()).data);
    expect(pois).toHaveLength(2);
  });
});

interface VideoPlace {
  place: { id: number; place_name: string };
  time: number;
  position: number;
}
interface Video {
  id: number;
  slug: string;
  title: string;
  places: VideoPlace[];
}

/** A featured video with at least three different places, and their names in the order they appear. */
async function videoWithPlaces(request: APIRequestContext): Promise<{ video: Video; names: string[] }> {
  const home = await request.get('/api/v1/video_experience/for_home', { headers: { 'accept-language': 'en' } });
  for (const { id } of ((await home.json()) as { data: { id: number }[] }).data) {
    const res = await request.get(`/api/v1/video_experience/${id}`, { headers: { 'accept-language': 'en' } });
    const video = ((await res.json()) as { data: Video }).data;
    const ordered = [...video.places].sort((x, y) => x.time - y.time || x.position - y.position);
    const names = [...new Set(ordered.map((p) => p.place.place_name))];
    if (names.length >= 3) return { video, names };
  }
  throw new Error('no featured video with three places');
}

test.describe('planner extras: add a whole video, share a plan read-only', () => {
  test('add all places of a video to a new plan (in video order, no duplicates), share it, revoke it', async ({
    page,
    browser,
    request,
  }) => {
    const { video, names } = await videoWithPlaces(request);
    await english(page);
    await signUp(page, `planner-share-${Date.now()}@example.com`);
    await expect
      .poll(async () => page.evaluate(async () => (await fetch('/api/v1/user/me')).status), { timeout: 15_000 })
      .toBe(200);

    // from the video page: every place to a new plan named after the video
    await page.goto(`/experience/${video.id}--${video.slug}`);
    const addAll = page.getByRole('button', { name: 'Add all places of this video to a plan' });
    await addAll.click();
    const picker = page.getByRole('group', { name: 'Choose a plan for the places of this video' });
    await picker.getByRole('button', { name: `New plan named “${video.title}”` }).click();
    const status = page.getByRole('status').filter({ hasText: `Added ${names.length} places to ${video.title}.` });
    await expect(status).toBeVisible();

    // again, into that plan: nothing is duplicated
    await addAll.click();
    await picker.getByRole('button', { name: video.title, exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Every place of this video is already in ${video.title}.` }),
    ).toBeVisible();
    await page.getByRole('status').getByRole('link', { name: 'View plan' }).click();
    await expect(page).toHaveURL(/\/my\/plans\/\d+$/);
    await expect(stops(page)).toHaveText(names);

    // share: a read-only link that works signed out, in a fresh browser
    await page.getByRole('button', { name: 'Create a share link' }).click();
    const field = page.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/\/plans\/shared\/[A-Za-z0-9_-]{43}$/);
    const link = await field.inputValue();

    const stranger = await browser.newContext({ locale: 'en-US' });
    const view = await stranger.newPage();
    await view.goto(link);
    await view.getByRole('button', { name: /Switch language to English/ }).click();
    await expect(view.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(view.getByText('You are viewing a shared plan. Only its owner can change it.')).toBeVisible();
    await expect(stops(view)).toHaveText(names);
    await expect(view.getByRole('button', { name: /^Move |^Remove |Create a share link|Rename/ })).toHaveCount(0);
    await expect(view.getByRole('textbox')).toHaveCount(0);
    // the link grants nothing on the plan itself
    const planId = page.url().split('/').pop();
    expect(await view.evaluate(async (id) => (await fetch(`/api/v1/plan/${id}`)).status, planId)).toBe(401);

    // revoke: the link stops working
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByRole('button', { name: 'Create a share link' })).toBeVisible();
    await view.reload();
    await expect(view.getByRole('heading', { name: 'This shared plan is not available' })).toBeVisible();
    await stranger.close();
  });
});
