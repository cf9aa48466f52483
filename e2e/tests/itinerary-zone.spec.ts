import { expect, test } from '@playwright/test';
import { switchToEnglish } from './helpers';
import { accountWithPlan, locatedPlaces, stop } from './itinerary-helpers';

// the viewer's own clock (London) is not the one chosen for the plan (New York): on 14 March 2027 New York's clocks
// go forward an hour at 02:00 and London's do not, so an hour's stay from 01:30 ends at 03:30 on the plan's clock
test.use({ timezoneId: 'Europe/London' });

test("an account chooses the plan's time zone: kept after a reload, and the share link shows the same times", async ({
  page,
  browser,
}) => {
  const [a, b] = await locatedPlaces(page.request, 2);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Night flight',
    places: [a, b],
    itinerary: {
      start_date: '2027-03-14',
      time_zone: null,
      days: [{ name: 'Arrival', travel_mode: 'walk', time_zone: null, stops: [stop(a, '01:30', 60)] }],
    },
  });

  await page.goto(`/my/plans/${planId}`);
  const day = page.getByRole('region', { name: 'Day 1: Arrival' });
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  // no zone yet: the viewer's own clock
  await expect(zone.getByRole('option', { selected: true })).toHaveText('My time zone (Europe/London)');
  await expect(day.getByText('Arrive 01:30 · leave 02:30')).toBeVisible();

  await zone.focus();
  await zone.selectOption('America/New_York');
  await expect(day.getByText('Arrive 01:30 · leave 03:30')).toBeVisible();
  await expect(page.getByText('Days saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(zone).toHaveValue('America/New_York');
  await expect(day.getByText('Arrive 01:30 · leave 03:30')).toBeVisible();

  // signed out, on another clock (Tokyo), the shared plan reads the same times
  await page.getByRole('button', { name: 'Create a share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  const stranger = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Tokyo' });
  const view = await stranger.newPage();
  await view.goto(link);
  await view.getByRole('button', { name: /Switch language to English/ }).click();
  const shared = view.getByRole('region', { name: 'Day 1: Arrival' });
  await expect(shared.getByRole('heading', { level: 3 })).toHaveText([a.place_name]);
  await expect(shared.getByText(/^Arrive 01:30 · leave 03:30/)).toBeVisible();
  await expect(view.getByText('Times are in the America/New_York time zone.')).toBeVisible();
  await stranger.close();
});
