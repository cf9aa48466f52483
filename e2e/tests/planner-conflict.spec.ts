import { expect, test } from '@playwright/test';
import { switchToEnglish } from './helpers';
import { accountWithPlan, locatedPlaces, stop } from './itinerary-helpers';

// Two tabs of one account edit the same plan's days: the later save, edited from the older version, is not allowed
// to overwrite the earlier one silently — both versions are shown and the person keeps one.
test('two tabs rename the same day: the second sees both names, keeps one, and it stays after a reload', async ({
  page,
  context,
}) => {
  const places = await locatedPlaces(page.request, 2);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Two tabs',
    places,
    itinerary: {
      start_date: null,
      time_zone: 'Asia/Taipei',
      days: [{ name: 'City', travel_mode: 'walk', time_zone: null, stops: [stop(places[0]), stop(places[1])] }],
    },
  });
  const first = page;
  const second = await context.newPage();
  // the second tab hears nothing of the first's change (its live updates are cut, as a connection that dropped them):
  // it edits the version it read
  await second.route(`**/api/v1/plan/${planId}/events*`, (route) => route.abort());
  await first.goto(`/my/plans/${planId}`);
  await second.goto(`/my/plans/${planId}`);
  const dayName = (tab: typeof first) => tab.getByRole('textbox', { name: 'Name of day 1' });
  await expect(dayName(first)).toHaveValue('City');
  await expect(dayName(second)).toHaveValue('City');

  await dayName(first).fill('Old town');
  await expect(first.getByText('Days saved')).toBeVisible();

  // the second tab still shows the version before: its change would overwrite the first tab's
  await dayName(second).fill('Harbour');
  const choice = second.getByRole('group', { name: 'Changed by someone else' });
  await expect(choice).toBeVisible();
  await expect(choice.getByText('Day 1: Harbour', { exact: false })).toBeVisible();
  await expect(choice.getByText('Day 1: Old town', { exact: false })).toBeVisible();
  await expect(dayName(second)).toHaveValue('Harbour');

  await choice.getByRole('button', { name: 'Keep yours' }).click();
  await expect(choice).toBeHidden();
  await expect(second.getByText('Days saved')).toBeVisible();
  await first.reload();
  await expect(dayName(first)).toHaveValue('Harbour');
});

// Each tab sends its edits as the small operations that make them: changes of different things both stay, where a
// whole-document save from an older version used to overwrite the other tab's.
test('two tabs change different things of the days: after reloading, both changes are there', async ({
  page,
  context,
}) => {
  const places = await locatedPlaces(page.request, 3);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Two tabs, two changes',
    places,
    itinerary: {
      start_date: null,
      time_zone: 'Asia/Taipei',
      days: [
        { name: 'City', travel_mode: 'walk', time_zone: null, stops: [stop(places[0])] },
        { name: 'Coast', travel_mode: 'walk', time_zone: null, stops: [stop(places[1])] },
      ],
    },
  });
  const first = page;
  const second = await context.newPage();
  // the second tab hears nothing of the first's change (its live updates are cut): it edits the version it read, so
  // only the operations' merge on the server keeps both changes
  await second.route(`**/api/v1/plan/${planId}/events*`, (route) => route.abort());
  await first.goto(`/my/plans/${planId}`);
  await second.goto(`/my/plans/${planId}`);
  const dayName = (tab: typeof first, n: number) => tab.getByRole('textbox', { name: `Name of day ${n}` });
  const dayOfThird = (tab: typeof first) => tab.getByRole('combobox', { name: `Day of ${places[2].place_name}` });
  await expect(dayName(first, 1)).toHaveValue('City');
  await expect(dayName(second, 2)).toHaveValue('Coast');

  // the first tab renames day 1 and adds the place in no day to it
  await dayName(first, 1).fill('Old town');
  await dayOfThird(first).selectOption({ label: 'Day 1: Old town' });
  await expect(first.getByText('Days saved')).toBeVisible();

  // the second tab, still showing the days before, renames day 2: no conflict, nothing lost
  await dayName(second, 2).fill('Harbour');
  await expect(second.getByText('Days saved')).toBeVisible();
  await expect(second.getByRole('group', { name: 'Changed by someone else' })).toBeHidden();

  for (const tab of [first, second]) {
    await tab.reload();
    await expect(dayName(tab, 1)).toHaveValue('Old town');
    await expect(dayName(tab, 2)).toHaveValue('Harbour');
    await expect(dayOfThird(tab)).toHaveValue('0');
  }
});

test('two tabs rename the plan: the second sees both names, keeps its own, and it stays after a reload', async ({
  page,
  context,
}) => {
  const places = await locatedPlaces(page.request, 1);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Lisbon',
    places,
    itinerary: { start_date: null, time_zone: null, days: [] },
  });
  const first = page;
  const second = await context.newPage();
  // (the second tab hears nothing of the first's change: it renames the version it read)
  await second.route(`**/api/v1/plan/${planId}/events*`, (route) => route.abort());
  await first.goto(`/my/plans/${planId}`);
  await second.goto(`/my/plans/${planId}`);
  const rename = async (tab: typeof first, name: string) => {
    await tab.getByRole('button', { name: 'Rename or edit notes' }).click();
    await tab.getByRole('textbox', { name: 'Plan name' }).fill(name);
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
  };
  await expect(second.getByRole('heading', { level: 1, name: 'Lisbon' })).toBeVisible();
  await rename(first, 'Lisbon in May');
  await expect(first.getByRole('heading', { level: 1, name: 'Lisbon in May' })).toBeVisible();

  // the second tab still shows the name before: both names are shown, nothing is dropped
  await rename(second, 'Porto and Lisbon');
  const choice = second.getByRole('group', { name: 'Changed by someone else' });
  await expect(choice.getByText('Porto and Lisbon')).toBeVisible();
  await expect(choice.getByText('Lisbon in May')).toBeVisible();
  await choice.getByRole('button', { name: 'Keep yours' }).click();
  await expect(choice).toBeHidden();
  await expect(second.getByRole('heading', { level: 1, name: 'Porto and Lisbon' })).toBeVisible();
  await first.reload();
  await expect(first.getByRole('heading', { level: 1, name: 'Porto and Lisbon' })).toBeVisible();
});
