import { expect, test, type Page } from '@playwright/test';
import { switchToEnglish } from './helpers';
import { accountWithPlan, locatedPlaces, stop, type Located } from './itinerary-helpers';

// the viewer's own clock is not the plan's: the times shown are the plan's zone (Asia/Taipei)
test.use({ timezoneId: 'Europe/London' });

/**
 * A new account signed in in this browser, with a plan of four places in three days (on Taipei's clock): the plan's
 * id and its places.
 */
async function accountWithDays(page: Page): Promise<{ planId: number; places: Located[] }> {
  const places = await locatedPlaces(page.request, 4);
  const [a, b, c, d] = places;
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Island days',
    places,
    itinerary: {
      start_date: '2026-12-05',
      time_zone: 'Asia/Taipei',
      days: [
        { name: 'City', travel_mode: 'walk', time_zone: null, stops: [stop(a, '09:00', 60), stop(b)] },
        { name: 'Coast', travel_mode: 'drive', time_zone: null, stops: [stop(c, '10:00', 120)] },
        { name: 'Hills', travel_mode: 'transit', time_zone: null, stops: [stop(d, '08:30')] },
      ],
    },
  });
  return { planId, places };
}

/** The pages of a PDF file: its page objects (`/Type /Page`, not the `/Pages` tree above them). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

test("an account's days: printed a day per A4 page, and read-only through the share link", async ({
  page,
  browser,
}) => {
  const { planId, places } = await accountWithDays(page);
  const [a, b, c, d] = places;

  // the print view: each day with its stops' times, a page each
  await page.goto(`/my/plans/${planId}`);
  await page.getByRole('button', { name: 'Print the days' }).click();
  await expect(page).toHaveURL(new RegExp(`/my/plans/${planId}\\?view=print$`));
  const sheet = page.getByRole('article', { name: 'Island days' });
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(['Day 1: City', 'Day 2: Coast', 'Day 3: Hills']);
  const city = sheet.getByRole('region', { name: 'Day 1: City' });
  await expect(city.getByRole('heading', { level: 3 })).toHaveText([a.place_name, b.place_name]);
  await expect(sheet.getByText('Times are in the Asia/Taipei time zone.')).toBeVisible();
  await expect(city.getByText(/^Arrive 09:00 · leave 10:00 · Stay 1 h 0 min$/)).toBeVisible();
  // the walk is measured by the routing service (the loopback OSRM the system runs)
  await expect(city.getByText(new RegExp(`^Walk .* to ${b.place_name} by road$`))).toBeVisible();
  await expect(sheet.getByRole('region', { name: 'Day 3: Hills' }).getByText(/^Arrive 08:30 · leave/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'A map on each day’s page' })).not.toBeChecked();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPages(pdf)).toBe(3);

  // the address keeps the print view; its Back button returns to the planner
  await page.reload();
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(['Day 1: City', 'Day 2: Coast', 'Day 3: Hills']);
  await page.getByRole('button', { name: 'Back to the planner' }).click();
  await expect(page).toHaveURL(new RegExp(`/my/plans/${planId}$`));
  await expect(page.getByRole('button', { name: 'Print the days' })).toBeFocused();

  // shared: a stranger, signed out, sees the days, times and legs, and nothing to change
  await page.getByRole('button', { name: 'Create a share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/plans\/shared\/[A-Za-z0-9_-]{43}$/);
  const stranger = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  const view = await stranger.newPage();
  await view.goto(link);
  await view.getByRole('button', { name: /Switch language to English/ }).click();
  await expect(view.getByRole('heading', { level: 2 })).toHaveText(['Day 1: City', 'Day 2: Coast', 'Day 3: Hills']);
  const shared = view.getByRole('region', { name: 'Day 1: City' });
  await expect(shared.getByRole('heading', { level: 3 })).toHaveText([a.place_name, b.place_name]);
  await expect(shared.getByText(/^Arrive 09:00 · leave 10:00/)).toBeVisible();
  await expect(shared.getByText(new RegExp(`^Walk .* to ${b.place_name} estimate$`))).toBeVisible();
  await expect(view.getByRole('region', { name: 'Day 2: Coast' }).getByRole('heading', { level: 3 })).toHaveText([
    c.place_name,
  ]);
  await expect(view.getByRole('region', { name: 'Day 3: Hills' }).getByRole('heading', { level: 3 })).toHaveText([
    d.place_name,
  ]);
  await expect(view.getByRole('textbox')).toHaveCount(0);
  await expect(view.getByRole('combobox')).toHaveCount(0);
  await expect(view.getByRole('spinbutton')).toHaveCount(0);
  await expect(view.getByRole('button', { name: /^Move |^Remove |Optimise|Add a day|Print/ })).toHaveCount(0);
  await stranger.close();
});

const dayStops = (page: Page, day: string) =>
  page.getByRole('region', { name: day }).getByRole('heading', { level: 3 });

test('one day at a time, chosen by keyboard and kept in the address; a stop dragged with the mouse to another day stays there', async ({
  page,
}) => {
  const { planId, places } = await accountWithDays(page);
  const [a, b, c, d] = places;
  await page.goto(`/my/plans/${planId}`);
  const dayHeadings = page.getByRole('heading', { level: 2, name: /^Day \d/ });
  await expect(dayHeadings).toHaveText(['Day 1: City', 'Day 2: Coast', 'Day 3: Hills']);
  await expect(page.getByText(/^Whole trip: travel /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of Island days' }).getByRole('listitem')).toHaveCount(4);

  // the keyboard chooses day 2: its list, its map and its distances only, in the address
  const show = page.getByRole('combobox', { name: 'Show' });
  await show.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(new RegExp(`/my/plans/${planId}\\?day=2$`));
  await expect(dayHeadings).toHaveText(['Day 2: Coast']);
  await expect(show).toBeFocused();
  await expect(page.getByText(/^Whole trip: travel /)).toHaveCount(0);
  const dayMap = page.getByRole('region', { name: 'Map of Day 2: Coast' }).getByRole('listitem');
  await expect(dayMap).toHaveCount(1);
  await expect(dayMap).toContainText(c.place_name);
  await page.reload();
  await expect(dayHeadings).toHaveText(['Day 2: Coast']);
  await expect(show).toHaveValue('1');
  await show.selectOption({ label: 'Whole trip' });
  await expect(page).toHaveURL(new RegExp(`/my/plans/${planId}$`));
  await expect(dayHeadings).toHaveText(['Day 1: City', 'Day 2: Coast', 'Day 3: Hills']);

  // the mouse drags the second place of day 1 onto day 3, where it stays after a reload
  const stop = page
    .getByRole('region', { name: 'Day 1: City' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: b.place_name, exact: true }) });
  // both in sight, as a person dragging sees them
  await page.setViewportSize({ width: 1280, height: 2400 });
  const target = page.getByRole('heading', { level: 2, name: 'Day 3: Hills' });
  const from = (await stop.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 6, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(dayStops(page, 'Day 3: Hills')).toHaveText([d.place_name, b.place_name]);
  await expect(dayStops(page, 'Day 1: City')).toHaveText([a.place_name]);
  await expect(page.getByRole('status').filter({ hasText: /^Days saved$/ })).toBeAttached();
  await page.reload();
  await expect(dayStops(page, 'Day 3: Hills')).toHaveText([d.place_name, b.place_name]);
  await expect(dayStops(page, 'Day 1: City')).toHaveText([a.place_name]);
  await expect(dayStops(page, 'Day 2: Coast')).toHaveText([c.place_name]);
});
