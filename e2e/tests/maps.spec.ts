import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL, loopbackUrl, startLoopback, stopLoopback } from '../system';
import { escapeRegExp, homeExperiences, switchToEnglish } from './helpers';
import { accountWithPlan, locatedPlaces, stop, type Located } from './itinerary-helpers';

// The open map without a Google key: Leaflet over the loopback tile server the system runs (MAP_TILE_URL), each
// day's legs timed and drawn by the loopback OSRM (ROUTING_URL). The map is read from the DOM Leaflet renders: each
// pin a <button> named for its stop, each leg an SVG path.

test.use({ timezoneId: 'Asia/Taipei' });

/** No WCAG 2.2 AA violation in the page's main content, its map included. */
async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('main')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The legs' lines the map drew: along the roads, or straight from stop to stop. */
const routeLines = (map: Locator) => map.locator('path.ti-open-map__route');
const roadLines = (map: Locator) => map.locator('path.ti-open-map__route--roads');

/** "25 min" / "1 h 28 min" and "2.3 km" as the planner shows a leg's figures. */
const minutesText = (m: number) => (m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`);
const kmText = (km: number) => (km < 10 ? `${Math.round(km * 10) / 10} km` : `${Math.round(km)} km`);

/** What the loopback routing service answers for a walk between two places (asked directly, as the API does). */
async function loopbackWalk(page: Page, from: Located, to: Located) {
  const res = await page.request.get(
    `${loopbackUrl('osrm')}/route/v1/foot/${from.lng},${from.lat};${to.lng},${to.lat}?overview=full&geometries=geojson`,
  );
  const route = ((await res.json()) as { routes: { distance: number; duration: number }[] }).routes[0];
  return { minutes: Math.ceil(Math.round(route.duration) / 60), km: Math.round(route.distance) / 1000 };
}

test('the planner’s map without a Google key: numbered pins by day, the legs along the roads and timed by the routing service', async ({
  page,
}) => {
  const [a, b, c, d] = await locatedPlaces(page.request, 4);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Taipei on foot',
    places: [a, b, c, d],
    itinerary: {
      start_date: null,
      time_zone: 'Asia/Taipei',
      days: [
        { name: '', travel_mode: 'walk', time_zone: null, stops: [stop(a), stop(b), stop(c)] },
        { name: '', travel_mode: 'walk', time_zone: null, stops: [stop(d)] },
      ],
    },
  });
  await page.goto(`/my/plans/${planId}`);
  const map = page.getByRole('region', { name: 'Map of Taipei on foot' });
  await map.scrollIntoViewIfNeeded();

  // each day's stops are pins numbered in the day's order, each day in its colour
  const pins = [
    map.getByRole('button', { name: `Stop 1: ${a.place_name}`, exact: true }),
    map.getByRole('button', { name: `Stop 2: ${b.place_name}`, exact: true }),
    map.getByRole('button', { name: `Stop 3: ${c.place_name}`, exact: true }),
    map.getByRole('button', { name: `Stop 1: ${d.place_name}`, exact: true }),
  ];
  for (const [i, pin] of pins.entries()) await expect(pin).toHaveText(String(i === 3 ? 1 : i + 1));
  const colour = (pin: Locator) => pin.evaluate((e) => getComputedStyle(e).getPropertyValue('--ti-pin-colour'));
  expect(await colour(pins[1])).toBe(await colour(pins[0]));
  expect(await colour(pins[3])).not.toBe(await colour(pins[0]));

  // day 1's two legs are drawn along the routes the routing service gave (more than their two ends)
  await expect(roadLines(map)).toHaveCount(2);
  await expect(routeLines(map)).toHaveCount(2);
  for (const line of await roadLines(map).all())
    expect(Number(await line.getAttribute('data-points'))).toBeGreaterThanOrEqual(9);

  // and the legs take the routing service's durations and distances, labelled as by road
  const day1 = page.getByRole('region', { name: 'Day 1', exact: true });
  for (const [from, to] of [
    [a, b],
    [b, c],
  ]) {
    const { minutes, km } = await loopbackWalk(page, from, to);
    await expect(
      day1.getByText(`Walk ${minutesText(minutes)}, ${kmText(km)} to ${to.place_name} by road`, { exact: true }),
    ).toBeVisible();
  }

  // the tiles come from the configured source (the loopback tile server), with the credit their licence asks for
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  for (const src of await map.locator('img.leaflet-tile').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))))
    expect(src).toMatch(new RegExp(`^${escapeRegExp(loopbackUrl('tiles'))}/\\d+/\\d+/\\d+\\.png$`));
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );

  // the list stays beside the map
  await expect(map.getByRole('list', { name: 'Places on the map' }).getByRole('listitem')).toHaveCount(4);
  await expectAccessible(page);

  // the map fits the day shown: day 2 alone is its one pin, and the whole trip again is every pin
  const fit = map.locator('.ti-open-map');
  const tripFit = await fit.getAttribute('data-fit');
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Day 2' });
  await expect(map.getByRole('button', { name: /^Stop \d/ })).toHaveCount(0);
  const dayMap = page.getByRole('region', { name: 'Map of Day 2' });
  await expect(dayMap.getByRole('button', { name: /^Stop \d/ })).toHaveText(['1']);
  await expect(dayMap.locator('.ti-open-map')).not.toHaveAttribute('data-fit', tripFit!);
  await expect(routeLines(dayMap)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Whole trip' });
  await expect(map.locator('.ti-open-map')).toHaveAttribute('data-fit', tripFit!);

  // dragging a stop to another day with the mouse moves its pin: the last of day 1 becomes day 2's second stop, in
  // day 2's colour
  const dragged = page
    .getByRole('region', { name: 'Day 1', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: c.place_name, exact: true }) });
  // both in sight, as a person dragging sees them
  await page.setViewportSize({ width: 1280, height: 2400 });
  await dragged.evaluate((item) => item.scrollIntoView({ block: 'center' }));
  const from = (await dragged.boundingBox())!;
  const to = (await page.getByRole('heading', { level: 2, name: 'Day 2', exact: true }).boundingBox())!;
  await page.mouse.move(from.x + 6, from.y + 6);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  const moved = map.getByRole('button', { name: `Stop 2: ${c.place_name}`, exact: true });
  await expect(moved).toBeVisible();
  expect(await colour(moved)).toBe(await colour(pins[3]));
  await expect(map.getByRole('button', { name: `Stop 3: ${c.place_name}`, exact: true })).toHaveCount(0);

  // the print view's map of each day is the same map: its numbered pins, its legs along the roads
  await page.getByRole('button', { name: 'Print the days' }).click();
  await page.getByRole('checkbox', { name: 'A map on each day’s page' }).check();
  const printed = page.getByRole('region', { name: 'Map of Day 1' });
  await printed.scrollIntoViewIfNeeded();
  await expect(printed.getByRole('button', { name: /^Stop \d/ })).toHaveText(['1', '2']);
  await expect(printed.getByRole('button', { name: `Stop 2: ${b.place_name}`, exact: true })).toBeVisible();
  await expect(roadLines(printed)).toHaveCount(1);
  await expectAccessible(page);
});

test('the shared plan’s page: the planner’s map of its days (numbered pins by day) beside its list, for anyone with the link', async ({
  page,
  browser,
}) => {
  const [a, b, c] = await locatedPlaces(page.request, 3);
  const planId = await accountWithPlan(page, {
    name: 'Taipei shared',
    places: [a, b, c],
    itinerary: {
      start_date: null,
      time_zone: 'Asia/Taipei',
      days: [
        { name: '', travel_mode: 'walk', time_zone: null, stops: [stop(a), stop(b)] },
        { name: '', travel_mode: 'walk', time_zone: null, stops: [stop(c)] },
      ],
    },
  });
  const shared = await page.request.post(`/api/v1/plan/${planId}/share`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { token } = ((await shared.json()) as { data: { token: string } }).data;

  // a visitor who is not signed in
  const fresh = await browser.newContext({ baseURL: BASE_URL });
  const visitor = await fresh.newPage();
  try {
    await switchToEnglish(visitor);
    await visitor.goto(`/plans/shared/${token}`);
    const map = visitor.getByRole('region', { name: 'Map of Taipei shared' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('button', { name: /^Stop \d/ })).toHaveText(['1', '2', '1']);
    await expect(map.getByRole('button', { name: `Stop 1: ${c.place_name}`, exact: true })).toBeVisible();
    await expect(map.getByRole('list', { name: 'Places on the map' }).getByRole('listitem')).toHaveCount(3);
    await expectAccessible(visitor);
  } finally {
    await fresh.close();
  }
});

test('pins and the list by keyboard: Enter on a pin focuses its stop in the list, and a stop in focus highlights its pin', async ({
  page,
}) => {
  const [a, b, c] = await locatedPlaces(page.request, 3);
  await switchToEnglish(page);
  const planId = await accountWithPlan(page, {
    name: 'Taipei by keyboard',
    places: [a, b, c],
    itinerary: {
      start_date: null,
      time_zone: 'Asia/Taipei',
      days: [{ name: '', travel_mode: 'walk', time_zone: null, stops: [stop(a), stop(b), stop(c)] }],
    },
  });
  await page.goto(`/my/plans/${planId}`);
  const map = page.getByRole('region', { name: 'Map of Taipei by keyboard' });
  await map.scrollIntoViewIfNeeded();
  const pinB = map.getByRole('button', { name: `Stop 2: ${b.place_name}`, exact: true });
  const pinC = map.getByRole('button', { name: `Stop 3: ${c.place_name}`, exact: true });

  // the pins are in the tab order, in the stops' order
  await map.getByRole('button', { name: `Stop 1: ${a.place_name}`, exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(pinB).toBeFocused();
  await page.keyboard.press('Enter');
  const day = page.getByRole('region', { name: 'Day 1', exact: true });
  await expect(day.getByRole('link', { name: b.place_name, exact: true })).toBeFocused();
  await expect(pinB).toHaveAttribute('aria-pressed', 'true');

  // back: the keyboard moves on in the list to the next stop, and its pin is the highlighted one
  const cLink = day.getByRole('link', { name: c.place_name, exact: true });
  for (let i = 0; i < 30 && !(await cLink.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(cLink).toBeFocused();
  await expect(pinC).toHaveAttribute('aria-pressed', 'true');
  await expect(pinB).toHaveAttribute('aria-pressed', 'false');

  // in Traditional Chinese the pins are named so too, and the zoom buttons and the tiles' credit speak it
  await page.getByRole('button', { name: /Switch language to Traditional Chinese/ }).click();
  const zhMap = page.getByRole('region', { name: /的地圖$/ });
  await zhMap.scrollIntoViewIfNeeded();
  await expect(zhMap.getByRole('button', { name: /^第 \d 站：/ })).toHaveCount(3);
  await expect(zhMap.getByRole('button', { name: /^第 2 站：.+/ })).toHaveText('2');
  await expect(zhMap.getByRole('button', { name: '放大' })).toBeVisible();
  await expect(zhMap.getByRole('link', { name: '© OpenStreetMap 貢獻者' })).toBeVisible();
});

test('a failing routing service: the legs fall back to the labelled estimate, drawn straight from stop to stop', async ({
  page,
}) => {
  // places and a mode no other test asks the routing service for, so no kept answer stands in for the service
  const [, , , d, e, f] = await locatedPlaces(page.request, 6);
  await switchToEnglish(page);
  await stopLoopback('osrm');
  try {
    const planId = await accountWithPlan(page, {
      name: 'Taipei without routes',
      places: [d, e, f],
      itinerary: {
        start_date: null,
        time_zone: 'Asia/Taipei',
        days: [{ name: '', travel_mode: 'drive', time_zone: null, stops: [stop(d), stop(e), stop(f)] }],
      },
    });
    await page.goto(`/my/plans/${planId}`);
    const day = page.getByRole('region', { name: 'Day 1', exact: true });
    await expect(day.getByText(new RegExp(`^Drive .* to ${escapeRegExp(e.place_name)} estimate$`))).toBeVisible();
    await expect(day.getByText(new RegExp(`^Drive .* to ${escapeRegExp(f.place_name)} estimate$`))).toBeVisible();
    await expect(day.getByText(/by road$/)).toHaveCount(0);
    const map = page.getByRole('region', { name: 'Map of Taipei without routes' });
    await map.scrollIntoViewIfNeeded();
    await expect(routeLines(map)).toHaveCount(2);
    await expect(roadLines(map)).toHaveCount(0);
    for (const line of await routeLines(map).all()) await expect(line).toHaveAttribute('data-points', '2');
  } finally {
    await startLoopback('osrm');
  }
});

test('a leg no road makes (the routing service has no route): says so in place of a figure, drawn dashed', async ({
  page,
}) => {
  // a leg no other test asks (the last place back to the fourth, by public transport: asked as a drive), so no kept
  // route stands in for the service's answer, and no other test finds this one kept
  const [, , , d, , f] = await locatedPlaces(page.request, 6);
  await switchToEnglish(page);
  await stopLoopback('osrm');
  await startLoopback('osrm', 'no-route');
  try {
    const planId = await accountWithPlan(page, {
      name: 'Taipei over the sea',
      places: [f, d],
      itinerary: {
        start_date: null,
        time_zone: 'Asia/Taipei',
        days: [{ name: '', travel_mode: 'transit', time_zone: null, stops: [stop(f), stop(d)] }],
      },
    });
    await page.goto(`/my/plans/${planId}`);
    const day = page.getByRole('region', { name: 'Day 1', exact: true });
    await expect(
      day.getByText(
        new RegExp(
          `^No road or public transport reaches ${escapeRegExp(d.place_name)} \\([\\d.]+ km in a straight line\\): take a flight or a ferry\\.$`,
        ),
      ),
    ).toBeVisible();
    await expect(day.getByText(/estimate$/)).toHaveCount(0);
    const map = page.getByRole('region', { name: 'Map of Taipei over the sea' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('path.ti-open-map__route--none')).toHaveCount(1);
    await expect(map.locator('path.ti-open-map__route--none')).toHaveAttribute('stroke-dasharray', '2 10');
    await expectAccessible(page);

    // in Traditional Chinese too
    await page.getByRole('button', { name: /Switch language to Traditional Chinese/ }).click();
    await expect(page.getByText(/^沒有道路或大眾運輸能到.+（直線距離 [\d.]+ 公里），請搭飛機或渡輪。$/)).toBeVisible();
  } finally {
    await stopLoopback('osrm');
    await startLoopback('osrm');
  }
});

test('the place page: the map loads only when it comes into view, with the place’s pin beside the list; a tile server down leaves pins and list', async ({
  page,
}) => {
  const [place] = await locatedPlaces(page.request, 1);
  await switchToEnglish(page);
  const scripts: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
  });
  // a screen the map is below (the place has no photos, ratings or videos yet: the map comes soon after them)
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto(`/place/${place.id}--${place.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: place.place_name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the first visit's bytes carry no map library while no map is in view
  expect(scripts.some((s) => s.includes('leaflet-container'))).toBe(false);

  const map = page.getByRole('region', { name: `Map of ${place.place_name}` }).last();
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('button', { name: place.place_name, exact: true })).toBeVisible();
  await expect(map.locator('.ti-open-map .ti-open-map__pin')).toHaveCount(1);
  expect(scripts.some((s) => s.includes('leaflet-container'))).toBe(true);
  await expect(map.getByRole('link', { name: `Open ${place.place_name} in Google Maps` })).toBeVisible();
  await expectAccessible(page);

  // the tile server down: the pin and the list are still there, only the ground is plain
  await stopLoopback('tiles');
  try {
    await page.reload();
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.ti-open-map .ti-open-map__pin')).toHaveCount(1);
    await expect(map.getByRole('link', { name: `Open ${place.place_name} in Google Maps` })).toBeVisible();
  } finally {
    await startLoopback('tiles');
  }
});

test('the video’s map view: the place playing is the highlighted pin, and choosing a pin plays from it', async ({
  page,
  request,
}) => {
  // thumbnails and players: no network in tests
  await page.route(/^https:\/\/(i\.ytimg\.com|vumbnail\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (r) =>
    r.abort(),
  );
  let found: { url: string; names: string[] } | null = null;
  for (const e of await homeExperiences(request)) {
    const answer = await request.get(`/api/v1/video_experience/${e.id}`, { headers: { 'accept-language': 'en' } });
    const { places } = ((await answer.json()) as { data: { places: { place: Located }[] } }).data;
    const located = places.filter((p) => p.place.lat !== null && p.place.lng !== null);
    if (located.length >= 2 && located.length === places.length)
      found = { url: `/experience/${e.id}--${e.slug}`, names: places.map((p) => p.place.place_name) };
    if (found) break;
  }
  expect(found).not.toBeNull();
  await switchToEnglish(page);
  await page.goto(`${found!.url}?view=map`);
  const panel = page.getByRole('region', { name: 'Places on the map' });
  const pins = panel.locator('.ti-open-map__pin');
  await expect(pins).toHaveCount(found!.names.length);
  const second = panel.getByRole('button', { name: `Show ${found!.names[1]}`, exact: true });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: `Show ${found!.names[0]}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByTitle(/^Video player:/).first()).toHaveAttribute('src', /start=\d+/);
  await expectAccessible(page);
});
