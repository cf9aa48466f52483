import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { locatedPlaces, type Located } from './itinerary-helpers';

// the trip's times are read on the traveller's clock: one fixed zone makes the calendar's UTC times known
test.use({ timezoneId: 'Asia/Taipei' });

/** Great-circle km (the optimiser's measure). */
function km(a: Located, b: Located): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
const length = (path: Located[]) => path.slice(1).reduce((sum, p, i) => sum + km(path[i], p), 0);
function permutations<T>(xs: T[]): T[][] {
  return xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permutations(xs.filter((_, j) => j !== i)).map((r) => [x, ...r]));
}

/** The first place, then the others in their longest and in their shortest order. */
function orders(places: Located[]) {
  const [first, ...rest] = places;
  const all = permutations(rest).map((r) => [first, ...r]);
  const byLength = [...all].sort((x, y) => length(x) - length(y));
  return { shortest: byLength[0], longest: byLength[byLength.length - 1] };
}

/** The VEVENTs of a calendar file, each as its properties (lines unfolded, as RFC 5545 says). */
function calendarEvents(text: string): Record<string, string>[] {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const lines = text.split('\r\n').reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else if (line) all.push(line);
    return all;
  }, []);
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push({});
    else if (events.length && !line.startsWith('END:')) {
      const colon = line.indexOf(':');
      events[events.length - 1][line.slice(0, colon).split(';')[0]] = line.slice(colon + 1);
    }
  }
  return events;
}

const dayStops = (page: Page, day: string | RegExp) =>
  page.getByRole('region', { name: day }).getByRole('heading', { level: 3 });

const storage = (page: Page) =>
  page.evaluate(() => ({ plan: localStorage.getItem('plan'), days: localStorage.getItem('plan_itinerary') }));

test('a guest builds a two-day plan with times, optimises day 1 and undoes it, exports it to a calendar, and signs up with it', async ({
  page,
  request,
}) => {
  const five = await locatedPlaces(request, 5);
  const { shortest, longest } = orders(five.slice(0, 4));
  expect(length(longest) - length(shortest)).toBeGreaterThan(0.1);
  const coast = five[4];
  const names = (ps: Located[]) => ps.map((p) => p.place_name);

  await page.goto('/');
  await page.getByRole('button', { name: /Switch language to English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // the guest's plan, its places added as a guest adds them (the planner's own journey covers adding)
  await page.evaluate(
    (ids) => {
      localStorage.setItem(
        'plan',
        JSON.stringify({
          id: 'guest',
          plan_name: 'Taipei trip',
          notes: '',
          plan_places: ids.map((id) => ({ id, type: 'poi', notes: '' })),
        }),
      );
    },
    [...longest, coast].map((p) => p.id),
  );

  await page.goto('/my/plans/guest');
  await expect(page.getByRole('list', { name: 'Places in this plan' }).getByRole('heading', { level: 3 })).toHaveText(
    names([...longest, coast]),
  );

  // split into days, date it, a second day, the last place moved there by keyboard
  await page.getByRole('button', { name: 'Split into days' }).click();
  await expect(page.getByRole('heading', { name: 'Day 1' })).toBeFocused();
  await page.getByLabel('Start date', { exact: true }).fill('2026-12-05');
  await page.getByRole('textbox', { name: 'Name of day 1' }).fill('City');
  await page.getByRole('button', { name: 'Add a day' }).click();
  await page.getByRole('textbox', { name: 'Name of day 2' }).fill('Coast');
  const daySelect = page.getByRole('combobox', { name: `Day of ${coast.place_name}` });
  await daySelect.focus();
  await page.keyboard.press('ArrowDown');
  await expect(dayStops(page, 'Day 2: Coast')).toHaveText([coast.place_name]);
  await expect(daySelect).toBeFocused();
  await expect(dayStops(page, 'Day 1: City')).toHaveText(names(longest));

  // times and stays; the day shows arrival and departure with the travel between
  const [first] = longest;
  await page.getByLabel(`Start time at ${first.place_name}`).fill('09:00');
  await page.getByRole('spinbutton', { name: `Stay (minutes) at ${first.place_name}` }).fill('90');
  await page.getByLabel(`Start time at ${coast.place_name}`).fill('10:00');
  const city = page.getByRole('region', { name: 'Day 1: City' });
  await expect(city.getByText('Arrive 09:00 · leave 10:30')).toBeVisible();
  await expect(city.getByText(/to .* estimate$/).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Days saved on this device' })).toBeAttached();

  // optimise day 1: the shortest order, its saving, and Undo
  await city.getByRole('button', { name: 'Optimise this day' }).click();
  await expect(dayStops(page, 'Day 1: City')).toHaveText(names(shortest));
  await expect(city.getByRole('status').filter({ hasText: /^Shorter by .* km/ })).toBeVisible();
  await city.getByRole('button', { name: 'Undo' }).click();
  await expect(dayStops(page, 'Day 1: City')).toHaveText(names(longest));

  // everything is kept in the browser across a reload
  await page.reload();
  await expect(dayStops(page, 'Day 1: City')).toHaveText(names(longest));
  await expect(dayStops(page, 'Day 2: Coast')).toHaveText([coast.place_name]);
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue('2026-12-05');
  await expect(page.getByLabel(`Start time at ${first.place_name}`)).toHaveValue('09:00');
  // the days as the site's other pages are held to: no WCAG 2.2 AA violation
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('main')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // the calendar file: one event per stop, at its times in UTC (09:00 in Taipei is 01:00 UTC)
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to calendar' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('Taipei trip.ics');
  const events = calendarEvents(readFileSync((await file.path())!, 'utf8'));
  expect(events.map((e) => e.SUMMARY)).toEqual(names([...longest, coast]));
  expect(events[0]).toMatchObject({ DTSTART: '20261205T010000Z', DTEND: '20261205T023000Z' });
  expect(events[4]).toMatchObject({ DTSTART: '20261206T020000Z' });
  expect(events[0].GEO).toBe(`${first.lat};${first.lng}`);

  // sign-up moves the plan with its days to the account
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`itinerary-${Date.now()}@example.com`);
  await page.getByLabel(/^Password$/).fill('planner-pass-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(async () => storage(page), { timeout: 15_000 }).toEqual({ plan: null, days: null });
  await page.goto('/my/plans/guest');
  await expect(page).toHaveURL(/\/my\/plans\/\d+$/);
  await expect(dayStops(page, 'Day 1: City')).toHaveText(names(longest));
  await expect(dayStops(page, 'Day 2: Coast')).toHaveText([coast.place_name]);
  await expect(page.getByLabel('Start date', { exact: true })).toHaveValue('2026-12-05');
  await expect(page.getByLabel(`Start time at ${first.place_name}`)).toHaveValue('09:00');
  await expect(page.getByRole('spinbutton', { name: `Stay (minutes) at ${first.place_name}` })).toHaveValue('90');
  await expect(page.getByLabel(`Start time at ${coast.place_name}`)).toHaveValue('10:00');

  // on the account a change is stored on the server once editing pauses
  await page.getByLabel(`Start time at ${coast.place_name}`).fill('11:15');
  await expect(page.getByRole('status').filter({ hasText: /^Days saved$/ })).toBeAttached();
  await page.reload();
  await expect(page.getByLabel(`Start time at ${coast.place_name}`)).toHaveValue('11:15');
});
