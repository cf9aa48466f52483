import { expect, test, type Page } from '@playwright/test';
import { homeExperiences, switchToEnglish } from './helpers';
import { accountWithPlan, locatedPlaces, stop, storeGuestPlan } from './itinerary-helpers';

// the plan's times are read on one clock
test.use({ timezoneId: 'Asia/Taipei' });

/** The page's service worker is running and controls it (it registers once the first screen is done). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

// Without the service worker a reload offline shows the browser's error page: the page stays open while the
// connection goes and comes back (the writes are kept in the persisted cache meanwhile).
test('signed in, a plan edited offline keeps its changes waiting to sync, sends them when back online, and another browser sees them', async ({
  page,
  context,
  browser,
}) => {
  const [a, b] = await locatedPlaces(page.request, 2);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Ferry day',
    places: [a, b],
    itinerary: {
      start_date: '2027-05-01',
      time_zone: null,
      days: [{ name: 'Harbour', travel_mode: 'walk', time_zone: null, stops: [stop(a, '09:00', 60), stop(b)] }],
    },
  });
  await page.goto(`/my/plans/${planId}`);
  const startAtA = page.getByLabel(`Start time at ${a.place_name}`);
  await expect(startAtA).toHaveValue('09:00');
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);

  await context.setOffline(true);
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline — showing what was saved at \d\d:\d\d$/ }),
  ).toBeVisible();
  await startAtA.fill('10:15');
  const noteForB = page.getByRole('textbox', { name: `Notes for ${b.place_name}` });
  await noteForB.fill('Bring cash for the ferry');
  await noteForB.blur();
  // the plan, its days and the note each say they wait (none says it is saving while nothing can be sent)
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to sync$/ })).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to sync — the days are kept/ })).toBeVisible();
  await expect(page.getByText(/Saving/)).toHaveCount(0);

  // another browser signed in to the account: the server has not got the changes yet
  const other = await browser.newContext({ storageState: await context.storageState(), timezoneId: 'Asia/Taipei' });
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const daysNow = async () =>
    (await (await other.request.get(`/api/v1/plan/${planId}/itinerary`, { headers })).json()) as {
      data: { days: { stops: { start_time: string | null }[] }[] };
    };
  expect((await daysNow()).data.days[0].stops[0].start_time).toBe('09:00');
  // still waiting a while later (the writes wait for the connection, they do not fail)
  await page.waitForTimeout(1500);
  await expect(page.getByText(/^Waiting to sync — the days are kept on this device/)).toBeVisible();
  await expect(startAtA).toHaveValue('10:15');

  await context.setOffline(false);
  await expect(page.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Offline — showing what was saved at/)).toHaveCount(0);
  expect((await daysNow()).data.days[0].stops[0].start_time).toBe('10:15');

  const view = await other.newPage();
  await view.goto(`/my/plans/${planId}`);
  await expect(view.getByLabel(`Start time at ${a.place_name}`)).toHaveValue('10:15');
  await expect(view.getByRole('textbox', { name: `Notes for ${b.place_name}` })).toHaveValue(
    'Bring cash for the ferry',
  );
  await other.close();
});

// The journey of a traveller without a signal: the site opens offline from what its service worker and the page's
// persisted cache kept, an edit made there survives closing the tab, and it reaches the server (and the account's
// other browsers) once the connection is back.
test('signed in, a plan reloaded offline shows its days and a video opened earlier; edits made there survive closing the tab and sync when back online', async ({
  page,
  context,
  browser,
}) => {
  const [a, b] = await locatedPlaces(page.request, 2);
  const [video] = await homeExperiences(page.request);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Island hopping',
    places: [a, b],
    itinerary: {
      start_date: '2027-05-01',
      time_zone: null,
      days: [{ name: 'Harbour', travel_mode: 'walk', time_zone: null, stops: [stop(a, '09:00', 60), stop(b)] }],
    },
  });
  const videoPage = `/experience/${video.id}--${video.slug}`;
  await page.goto(videoPage);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  // watched a moment (the page's cache writes what it read a moment after reading it)
  await page.waitForTimeout(1000);
  const planPage = `/my/plans/${planId}`;
  await page.goto(planPage);
  await expect(page.getByLabel(`Start time at ${a.place_name}`)).toHaveValue('09:00');
  await workerInControl(page);

  const notice = (p: Page) =>
    p.getByRole('status').filter({ hasText: /^Offline — showing what was saved at \d\d:\d\d$/ });
  const days = (p: Page) => ({
    startAtA: p.getByLabel(`Start time at ${a.place_name}`),
    noteForB: p.getByRole('textbox', { name: `Notes for ${b.place_name}` }),
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Island hopping' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name of day 1' })).toHaveValue('Harbour');
  await expect(days(page).startAtA).toHaveValue('09:00');
  await expect(notice(page)).toBeVisible();
  // the video opened earlier, offline too
  await page.goto(videoPage);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(notice(page)).toBeVisible();

  await page.goto(planPage);
  await days(page).startAtA.fill('10:15');
  await days(page).noteForB.fill('Bring cash for the ferry');
  await days(page).noteForB.blur();
  // the days and the note each say they are kept until the connection is back
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to sync — the days are kept/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to sync$/ })).toHaveCount(2);

  // the tab closed and opened again, still offline: the edits are there, still waiting
  await page.close();
  const again = await context.newPage();
  await again.goto(planPage);
  await expect(days(again).startAtA).toHaveValue('10:15');
  await expect(days(again).noteForB).toHaveValue('Bring cash for the ferry');
  await expect(again.getByText('Waiting to sync').first()).toBeVisible();
  await expect(notice(again)).toBeVisible();

  await context.setOffline(false);
  await expect(again.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  await expect(notice(again)).toHaveCount(0);
  await expect(days(again).startAtA).toHaveValue('10:15');
  await expect(days(again).noteForB).toHaveValue('Bring cash for the ferry');

  // another browser signed in to the same account sees them
  const other = await browser.newContext({ storageState: await context.storageState(), timezoneId: 'Asia/Taipei' });
  const view = await other.newPage();
  await view.goto(planPage);
  await expect(days(view).startAtA).toHaveValue('10:15');
  await expect(days(view).noteForB).toHaveValue('Bring cash for the ferry');
  await other.close();
});

// A guest's plan lives in the browser: offline it opens and changes as it does online, with nothing waiting.
test('a guest’s plan reloaded offline opens with its places and days, and changes made there are kept on the device', async ({
  page,
  context,
}) => {
  const [a, b] = await locatedPlaces(page.request, 2);
  await switchToEnglish(page);
  await storeGuestPlan(page, [a.id, b.id], 'Guest ferry');
  await page.goto('/my/plans/guest');
  await page.getByRole('button', { name: 'Split into days' }).click();
  await page.getByLabel(`Start time at ${a.place_name}`).fill('09:00');
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await workerInControl(page);

  await context.setOffline(true);
  await page.reload();
  const startAtA = page.getByLabel(`Start time at ${a.place_name}`);
  await expect(startAtA).toHaveValue('09:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest ferry' })).toBeVisible();
  await expect(page.getByLabel(`Start time at ${b.place_name}`)).toHaveValue('');
  await startAtA.fill('10:15');
  const noteForB = page.getByRole('textbox', { name: `Notes for ${b.place_name}` });
  await noteForB.fill('Bring cash for the ferry');
  await noteForB.blur();
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);

  await page.close();
  const again = await context.newPage();
  await again.goto('/my/plans/guest');
  await expect(again.getByLabel(`Start time at ${a.place_name}`)).toHaveValue('10:15');
  await expect(again.getByRole('textbox', { name: `Notes for ${b.place_name}` })).toHaveValue(
    'Bring cash for the ferry',
  );
  await expect(again.getByText('Waiting to sync')).toHaveCount(0);
  await context.setOffline(false);
});

// The plan's name and notes are sent as operations of their own: renamed offline, the plan keeps its new name and
// notes on a page opened again without a connection, and they reach the server once it is back.
test('signed in, a plan renamed offline shows its new name and notes after the tab is closed and opened again, and syncs them', async ({
  page,
  context,
}) => {
  const [a] = await locatedPlaces(page.request, 1);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Island hopping',
    places: [a],
    itinerary: { start_date: null, time_zone: null, days: [] },
  });
  const planPage = `/my/plans/${planId}`;
  await page.goto(planPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Island hopping' })).toBeVisible();
  await workerInControl(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Rename or edit notes' }).click();
  await page.getByRole('textbox', { name: 'Plan name' }).fill('Islands by ferry');
  await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('Ferry tickets at the pier');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Islands by ferry' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to sync$/ })).toBeVisible();

  // the tab closed and opened again, still offline: the new name and notes are there, still waiting
  await page.close();
  const again = await context.newPage();
  await again.goto(planPage);
  await expect(again.getByRole('heading', { level: 1, name: 'Islands by ferry' })).toBeVisible();
  await expect(again.getByText('Ferry tickets at the pier')).toBeVisible();
  await expect(again.getByRole('status').filter({ hasText: /^Waiting to sync$/ })).toBeVisible();

  await context.setOffline(false);
  await expect(again.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  await expect(again.getByRole('heading', { level: 1, name: 'Islands by ferry' })).toBeVisible();
  const stored = await again.request.get(`/api/v1/plan/${planId}`, { headers: { 'Accept-Language': 'en' } });
  expect((await stored.json()).data).toMatchObject({
    plan_name: 'Islands by ferry',
    notes: 'Ferry tickets at the pier',
  });
});
