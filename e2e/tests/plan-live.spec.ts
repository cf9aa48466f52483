import { expect, test, type Page } from '@playwright/test';
import { switchToEnglish } from './helpers';
import { accountWithPlan, locatedPlaces, newAccount, stop } from './itinerary-helpers';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' };

/** An itinerary write of the plan answered (a whole-itinerary save or small operations). */
const itinerarySaved = (page: Page, planId: number) =>
  page.waitForResponse(
    (res) =>
      res.request().method() !== 'GET' &&
      new RegExp(`/api/v1/plan/${planId}/(itinerary|ops)$`).test(new URL(res.url()).pathname) &&
      res.status() === 200,
  );

test('two companions with the plan open: each sees who else is here, and a change by one shows on the other’s screen within a second, without a reload', async ({
  page,
  browser,
}) => {
  const places = await locatedPlaces(page.request, 2);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Osaka together',
    owner: 'Mei',
    places,
    itinerary: {
      start_date: null,
      time_zone: 'Asia/Tokyo',
      days: [
        { name: 'Namba', travel_mode: 'walk', time_zone: null, stops: [stop(places[0])] },
        { name: 'Castle', travel_mode: 'walk', time_zone: null, stops: [stop(places[1])] },
      ],
    },
  });
  const made = await page.request.post(`/api/v1/plan/${planId}/invites`, {
    data: { role: 'editor' },
    headers: HEADERS,
  });
  const token = ((await made.json()) as { data: { token: string } }).data.token;

  const companionContext = await browser.newContext();
  const companion = await companionContext.newPage();
  await switchToEnglish(companion);
  await newAccount(companion, 'Ana');
  const joined = await companion.request.post(`/api/v1/plan/invite/${token}/accept`, { headers: HEADERS });
  expect((await joined.json()).code).toBe(200);

  await page.goto(`/my/plans/${planId}`);
  await companion.goto(`/my/plans/${planId}`);
  const theirDay2 = companion.getByRole('textbox', { name: 'Name of day 2' });
  await expect(theirDay2).toHaveValue('Castle');

  // each sees the other in the presence bar (and not themselves)
  const herePresence = page.getByRole('list', { name: 'Here now' });
  const theirPresence = companion.getByRole('list', { name: 'Here now' });
  await expect(theirPresence.getByText('Mei is looking at this plan')).toBeAttached();
  await expect(herePresence.getByText('Ana is looking at this plan')).toBeAttached();
  await expect(theirPresence.getByText('Ana is looking at this plan')).toHaveCount(0);

  // Mei renames day 2; once her save is answered, Ana's open screen shows it within a second
  const saved = itinerarySaved(page, planId);
  await page.getByRole('textbox', { name: 'Name of day 2' }).fill('Osaka Castle and the park');
  await saved;
  await expect(theirDay2).toHaveValue('Osaka Castle and the park', { timeout: 1000 });

  // Ana leaves: Mei's presence bar no longer shows her
  await companion.close();
  await expect(herePresence.getByText('Ana is looking at this plan')).toHaveCount(0, { timeout: 5000 });
  await companionContext.close();
});
