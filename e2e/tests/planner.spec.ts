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
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByRole('button', { name: 'Save notes' })).toHaveCount(0);

    await page.reload();
    await expect(stops(page)).toHaveText([a.place_name, b.place_name, c.place_name]);
    await expect(page.getByRole('textbox', { name: `Notes for ${a.place_name}` })).toHaveValue('Go at sunset');

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

  test('an interrupted move after sign-up loses nothing, and the retry does not duplicate', async ({
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
    await page.route('**/api/v1/plan/', async (route) => {
      if (route.request().method() === 'POST' && cut === 0) {
        cut += 1;
        await route.fetch();
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await signUp(page, `planner-retry-${Date.now()}@example.com`);
    const alert = page.getByRole('alert').filter({ hasText: 'could not move your saved places' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    expect(cut).toBe(1);
    const kept = await storage(page);
    expect(JSON.parse(kept.plan!).plan_places).toHaveLength(2);
    expect(JSON.parse(kept.pois!)).toEqual([a.id, b.id]);

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    await expect.poll(async () => (await storage(page)).plan).toBeNull();
    const plans = await page.evaluate(async () => (await (await fetch('/api/v1/plan')).json()).data);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ plan_name: 'My to-go list', notes: 'spring' });
    expect(plans[0].plan_places.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    const pois = await page.evaluate(async () => (await (await fetch('/api/v1/user/me/inspiration/poi')).json()).data);
    expect(pois).toHaveLength(2);
  });
});
