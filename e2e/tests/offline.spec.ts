import { expect, test } from '@playwright/test';
import { switchToEnglish } from './helpers';
import { accountWithPlan, locatedPlaces, stop } from './itinerary-helpers';

// the plan's times are read on one clock
test.use({ timezoneId: 'Asia/Taipei' });

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
  await expect(page.getByText('Waiting to sync')).toBeVisible();

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
  await expect(page.getByText('Waiting to sync')).toBeVisible();
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
