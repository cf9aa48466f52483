import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, type Itinerary, type PlanWithPlaces, type TravelLeg } from 'shared';
import '../../i18n';
import { emptyItinerary, reconcileItinerary } from '../../itinerary/itinerary';
import { parseIcs } from '../../itinerary/fixtures/parseIcs';
import type { ItinerarySaveStatus } from '../hooks/useItinerary';
import { PlannerView } from './PlannerView';
import { LegLine } from './TripDayParts';
import { sampleDays, samplePlan } from './samplePlan';

// keyboard journeys through the whole planner page, key by key: slow on a busy machine (no figure is measured)
jest.setTimeout(20_000);

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

const ids = (plan: PlanWithPlaces) => plan.plan_places.map((p) => p.id);
const [taipei, shilin, jiufen] = samplePlan.plan_places;

/** A fourth stop, back beside the first: in the input order the day goes there and back twice. */
const elephant = {
  id: 14,
  type: 'poi',
  notes: '',
  place: { ...taipei.place, id: 14, place_name: 'Elephant Mountain', lat: 25.0273, lng: 121.5706 },
};

const dayOf = (placeIds: number[], extra: Partial<Itinerary['days'][number]> = {}) => ({
  name: '',
  travel_mode: 'transit' as const,
  time_zone: null,
  stops: placeIds.map((place_id) => ({ place_id, start_time: null, stay_minutes: null, travel_mode: null })),
  ...extra,
});

function Harness({
  plan = samplePlan,
  initial = emptyItinerary(ids(plan)),
  saveStatus = 'idle',
  onRetry = jest.fn(),
  realLegs,
  onSaved,
  printing = false,
  language = 'en',
}: {
  plan?: PlanWithPlaces;
  initial?: Itinerary;
  saveStatus?: ItinerarySaveStatus;
  onRetry?: () => void;
  realLegs?: ReadonlyMap<string, TravelLeg>;
  onSaved?: (it: Itinerary) => void;
  /** the print view open at first */
  printing?: boolean;
  language?: string;
}) {
  const [it, setIt] = useState(initial);
  const [print, setPrint] = useState(printing);
  const [shownDay, setShownDay] = useState<number | null>(null);
  return (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <PlannerView
        plan={plan}
        status="ready"
        language={language}
        onMove={jest.fn()}
        onRemove={jest.fn()}
        onNoteChange={jest.fn()}
        onNotesSave={jest.fn()}
        onUpdate={jest.fn()}
        onInsert={jest.fn()}
        mapApiKey={null}
        printing={print}
        onPrint={setPrint}
        shownDay={shownDay}
        onShowDay={setShownDay}
        itinerary={{
          itinerary: it,
          saveStatus,
          onRetry,
          realLegs,
          timeZone: 'Asia/Taipei',
          now: () => new Date(Date.UTC(2026, 10, 27, 12)),
          onChange: (change) =>
            setIt((x) => {
              const next = change(reconcileItinerary(x, ids(plan)), ids(plan));
              onSaved?.(next);
              return next;
            }),
        }}
      />
    </MemoryRouter>
  );
}

/** The file the page downloads next, caught instead of saved: the file itself and its text. */
function catchDownload() {
  let blob: Blob | null = null;
  URL.createObjectURL = jest.fn((b: Blob) => {
    blob = b;
    return 'blob:download';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    blob: () => blob,
    text: () =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob!);
      }),
  };
}

const day = (name: string | RegExp) => screen.getByRole('region', { name });
/** The distance the day's total shows ("Travel: 5 h 26 min, 98 km" → "98 km"). */
const dayTotalKm = (region: HTMLElement) =>
  within(region)
    .getByText(/^Travel: /)
    .textContent!.replace(/^.*, /, '');
const stopNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the planner page: days and times', () => {
  it('leaves a plan without days as its one list, until it is split into days', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('list', { name: 'Places in this plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Day 1/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to calendar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Split into days' }));
    expect(screen.queryByRole('list', { name: 'Places in this plan' })).not.toBeInTheDocument();
    expect(stopNames(day('Day 1'))).toEqual(['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street']);
    expect(screen.getByRole('heading', { name: 'Day 1' })).toHaveFocus();
  });

  it('adds, renames and removes days; a stop moves to another day by keyboard, keeping the focus', async () => {
    const user = userEvent.setup();
    const saved: Itinerary[] = [];
    render(
      <Harness initial={{ ...emptyItinerary([]), days: [dayOf(ids(samplePlan))] }} onSaved={(x) => saved.push(x)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    expect(within(day('Day 2')).getByText(/No places on this day yet/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name of day 2' }), 'Coast');
    expect(day('Day 2: Coast')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Day of Jiufen Old Street' });
    select.focus();
    await user.keyboard('{ArrowDown}');
    // a select changes on arrow keys in the browser; jsdom needs the change told
    fireEvent.change(select, { target: { value: '1' } });
    expect(stopNames(day('Day 1'))).toEqual(['Taipei 101', 'Shilin Night Market']);
    expect(stopNames(day('Day 2: Coast'))).toEqual(['Jiufen Old Street']);
    expect(screen.getByRole('combobox', { name: 'Day of Jiufen Old Street' })).toHaveFocus();
    expect(screen.getByText('Jiufen Old Street moved to Day 2: Coast.')).toHaveAttribute('role', 'status');
    expect(saved.at(-1)!.days.map((d) => d.stops.map((s) => s.place_id))).toEqual([
      [taipei.id, shilin.id],
      [jiufen.id],
    ]);

    await user.click(within(day('Day 1')).getByRole('button', { name: 'Remove day 1' }));
    // its places are in no day now; the other day is day 1
    expect(stopNames(day('Not in a day yet'))).toEqual(['Taipei 101', 'Shilin Night Market']);
    expect(stopNames(day('Day 1: Coast'))).toEqual(['Jiufen Old Street']);
    expect(screen.getByRole('heading', { name: 'Day 1: Coast' })).toHaveFocus();
  });

  it('reorders the days, their places and dates with them, the focus staying on the moved day', async () => {
    const user = userEvent.setup();
    const initial = {
      ...emptyItinerary([]),
      start_date: '2026-12-05',
      days: [dayOf([taipei.id, shilin.id], { name: 'City' }), dayOf([jiufen.id], { name: 'Coast' })],
    };
    render(<Harness initial={initial} />);
    expect(screen.getByRole('button', { name: 'Move day 1 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move day 2 earlier' }));
    expect(stopNames(day('Day 1: Coast'))).toEqual(['Jiufen Old Street']);
    expect(within(day('Day 1: Coast')).getByText('Sat, Dec 5')).toBeInTheDocument();
    expect(stopNames(day('Day 2: City'))).toEqual(['Taipei 101', 'Shilin Night Market']);
    // at the top its "earlier" is disabled: "later" of the same day has the focus
    expect(screen.getByRole('button', { name: 'Move day 1 later' })).toHaveFocus();
    expect(screen.getByText('Day moved: it is day 1 now.')).toHaveAttribute('role', 'status');
  });

  it('moves a stop within its day with ↑ / ↓, the focus staying on the moved stop', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...emptyItinerary([]), days: [dayOf(ids(samplePlan))] }} />);
    await user.click(screen.getByRole('button', { name: 'Move Taipei 101 down' }));
    expect(stopNames(day('Day 1'))).toEqual(['Shilin Night Market', 'Taipei 101', 'Jiufen Old Street']);
    expect(screen.getByRole('button', { name: 'Move Taipei 101 down' })).toHaveFocus();
  });

  it('shows arrival and departure with the travel, each leg labelled an estimate or Google, and warnings', async () => {
    const user = userEvent.setup();
    const plan = { ...samplePlan, plan_places: [taipei, shilin] };
    const { rerender } = render(
      <Harness plan={plan} initial={{ ...emptyItinerary([]), start_date: '2026-12-05', days: [dayOf(ids(plan))] }} />,
    );
    const d1 = day('Day 1');
    expect(within(d1).getByText('Sat, Dec 5')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start time at Taipei 101'), { target: { value: '09:00' } });
    await user.type(screen.getByRole('spinbutton', { name: 'Stay (minutes) at Taipei 101' }), '120');
    const legText = within(d1).getByText(/to Shilin Night Market/);
    // 7.3 km straight, × 1.4 by public transport at 18 km/h
    expect(legText).toHaveTextContent('Public transport 34 min, 10 km to Shilin Night Market estimate');
    expect(within(d1).getByText('Arrive 09:00 · leave 11:00')).toBeInTheDocument();
    expect(within(d1).getByText('Arrive 11:34 · leave 12:34')).toBeInTheDocument();

    // a fixed time earlier than the traveller can be there
    fireEvent.change(screen.getByLabelText('Start time at Shilin Night Market'), { target: { value: '11:00' } });
    expect(
      within(d1).getByText('Shilin Night Market is set to start at 11:00, but you arrive 34 min later.'),
    ).toBeInTheDocument();

    // a day that ends after midnight
    fireEvent.change(screen.getByLabelText('Start time at Taipei 101'), { target: { value: '23:00' } });
    fireEvent.change(screen.getByLabelText('Start time at Shilin Night Market'), { target: { value: '' } });
    expect(within(d1).getByText('This day runs past midnight, from Taipei 101 on.')).toBeInTheDocument();

    // a leg measured by Google's directions replaces the estimate, and says so
    const google: TravelLeg = {
      mode: 'transit',
      reachable: true,
      distance_m: 9400,
      duration_s: 1500,
      source: 'google',
    };
    const key = `${taipei.place.lat},${taipei.place.lng}>${shilin.place.lat},${shilin.place.lng}:transit`;
    rerender(
      <Harness
        plan={plan}
        initial={{ ...emptyItinerary([]), start_date: '2026-12-05', days: [dayOf(ids(plan))] }}
        realLegs={new Map([[key, google]])}
      />,
    );
    expect(within(day('Day 1')).getByText(/to Shilin Night Market/)).toHaveTextContent(
      'Public transport 25 min, 9.4 km to Shilin Night Market Google',
    );
  });

  it('says a leg too far for its mode is, and how to go instead, in place of an estimate', async () => {
    const at = (id: number, place_name: string, lat: number, lng: number) => ({
      id,
      type: 'poi',
      notes: '',
      place: { ...taipei.place, id, place_name, lat, lng },
    });
    const plan = {
      ...samplePlan,
      plan_places: [at(21, 'Hoi An', 15.8801, 108.338), at(22, 'Tokyo', 35.6762, 139.6503), taipei],
    };
    const days = { ...emptyItinerary([]), start_date: '2026-12-05', days: [dayOf([21, 22, 11])] };
    const { unmount } = render(<Harness plan={plan} initial={days} />);
    const d1 = day('Day 1');
    expect(within(d1).getByText(/to Tokyo/)).toHaveTextContent(
      /^Too far to travel overland to Tokyo \(3,803 km in a straight line\): take a flight or a ferry\.$/,
    );
    // not counted in the day's travel (Tokyo to Taipei, 2,100 km, is too far as well)
    expect(within(d1).getByText(/^Travel: /)).toHaveTextContent('Travel: 0 min, 0 m');
    await userEvent
      .setup()
      .selectOptions(within(d1).getByRole('combobox', { name: 'Getting around on day 1' }), 'Walk');
    expect(within(d1).getByText(/to Tokyo/)).toHaveTextContent(
      /^Too far to walk to Tokyo \(3,803 km in a straight line\): go by public transport or car\.$/,
    );
    unmount();

    await act(() => setLanguage('zh-Hant-TW'));
    render(<Harness plan={plan} initial={days} language="zh-Hant-TW" />);
    expect(screen.getByText(/到Tokyo/)).toHaveTextContent(
      /^到Tokyo太遠，無法走陸路（直線距離 3,803 公里），請搭飛機或渡輪。$/,
    );
  });

  it('says a leg no road makes (the routing service has no route: over the sea) is, in place of a figure', async () => {
    const naha = {
      id: 23,
      type: 'poi',
      notes: '',
      place: { ...taipei.place, id: 23, place_name: 'Naha', lat: 26.2124, lng: 127.6809 },
    };
    const plan = { ...samplePlan, plan_places: [taipei, naha] };
    const days = { ...emptyItinerary([]), start_date: '2026-12-05', days: [dayOf([11, 23])] };
    // until the routing service answers, the estimate (630 km is a day's leg by distance alone)
    const { rerender, unmount } = render(<Harness plan={plan} initial={days} />);
    expect(within(day('Day 1')).getByText(/to Naha/)).toHaveTextContent(/^Public transport .* to Naha estimate$/);
    const noRoad: TravelLeg = { mode: 'transit', reachable: false, distance_m: 631_000, source: 'osrm' };
    const key = `${taipei.place.lat},${taipei.place.lng}>26.2124,127.6809:transit`;
    rerender(<Harness plan={plan} initial={days} realLegs={new Map([[key, noRoad]])} />);
    const d1 = day('Day 1');
    expect(within(d1).getByText(/reaches Naha/)).toHaveTextContent(
      /^No road or public transport reaches Naha \(631 km in a straight line\): take a flight or a ferry\.$/,
    );
    expect(within(d1).getByText(/^Travel: /)).toHaveTextContent('Travel: 0 min, 0 m');
    unmount();

    await act(() => setLanguage('zh-Hant-TW'));
    render(<Harness plan={plan} initial={days} realLegs={new Map([[key, noRoad]])} language="zh-Hant-TW" />);
    expect(screen.getByText(/能到Naha/)).toHaveTextContent(
      /^沒有道路或大眾運輸能到Naha（直線距離 631 公里），請搭飛機或渡輪。$/,
    );
  });

  it('changes the mode of the day’s legs', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...emptyItinerary([]), days: [dayOf(ids(samplePlan))] }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Getting around on day 1' }), 'Walk');
    expect(screen.getByText(/to Shilin Night Market/)).toHaveTextContent(/^Walk 2 h 6 min, 9\.4 km/);

    // one leg by another mode; the others keep the day's
    await user.selectOptions(screen.getByRole('combobox', { name: 'Travel by (to Jiufen Old Street)' }), 'Drive');
    expect(screen.getByText(/to Jiufen Old Street/)).toHaveTextContent(/^Drive 1 h 25 min, 42 km/);
    expect(screen.getByText(/to Shilin Night Market/)).toHaveTextContent(/^Walk/);
    // back to the day's mode: the leg follows the day again
    await user.selectOptions(screen.getByRole('combobox', { name: 'Travel by (to Jiufen Old Street)' }), 'Walk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Getting around on day 1' }), 'Drive');
    expect(screen.getByText(/to Jiufen Old Street/)).toHaveTextContent(/^Drive/);
  });

  it('offers cycling for a day and for one leg, timed at a cyclist’s pace, in English and Traditional Chinese', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial={{ ...emptyItinerary([]), days: [dayOf(ids(samplePlan))] }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Getting around on day 1' }), 'Bike');
    // 9.4 km by the estimate's bike detour, at 15 km/h
    expect(screen.getByText(/to Shilin Night Market/)).toHaveTextContent(/^Bike 38 min, 9\.4 km/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Travel by (to Jiufen Old Street)' }), 'Drive');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Getting around on day 1' }), 'Walk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Travel by (to Jiufen Old Street)' }), 'Bike');
    expect(screen.getByText(/to Jiufen Old Street/)).toHaveTextContent(/^Bike /);
    expect(screen.getByText(/to Shilin Night Market/)).toHaveTextContent(/^Walk/);
    unmount();

    // a leg too far to cycle (over 150 km) but not to drive: public transport or a car instead
    const tooFar = { mode: 'bike', reachable: false, km: 300, noRoad: false } as const;
    const line = render(<LegLine leg={tooFar} next="Kaohsiung" language="en" />);
    expect(screen.getByText(/Kaohsiung/)).toHaveTextContent(
      /^Too far to cycle to Kaohsiung \(300 km in a straight line\): go by public transport or car\.$/,
    );
    line.unmount();

    await act(() => setLanguage('zh-Hant-TW'));
    render(<Harness initial={{ ...emptyItinerary([]), days: [dayOf(ids(samplePlan))] }} language="zh-Hant-TW" />);
    const dayMode = screen.getByRole('combobox', { name: '第 1 天的交通方式' });
    expect(
      within(dayMode)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['步行', '騎單車', '大眾運輸', '開車']);
  });

  it('optimises a day for the shortest travel, shows the saving, and undoes it', async () => {
    const user = userEvent.setup();
    const plan = { ...samplePlan, plan_places: [taipei, jiufen, shilin, elephant] };
    render(<Harness plan={plan} initial={{ ...emptyItinerary([]), days: [dayOf(ids(plan))] }} />);
    const d1 = day('Day 1');
    const totalBefore = dayTotalKm(d1);
    await user.click(within(d1).getByRole('button', { name: 'Optimise this day' }));
    expect(stopNames(d1)).toEqual(['Taipei 101', 'Elephant Mountain', 'Shilin Night Market', 'Jiufen Old Street']);
    // the day's legs by public transport: the great-circle distance times the mode's detour factor
    expect(within(d1).getByText(/^Shorter by/)).toHaveTextContent('Shorter by 40 km: 98 km → 58 km.');
    // the message's figures are the day's total before and after
    expect(within(d1).getByText(/^Shorter by/)).toHaveTextContent(`${totalBefore} → ${dayTotalKm(d1)}.`);

    await user.click(within(d1).getByRole('button', { name: 'Undo' }));
    expect(stopNames(d1)).toEqual(['Taipei 101', 'Jiufen Old Street', 'Shilin Night Market', 'Elephant Mountain']);
    expect(within(d1).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    // the last stop kept last
    await user.click(within(d1).getByRole('checkbox', { name: 'Keep the last place last' }));
    await user.click(within(d1).getByRole('button', { name: 'Optimise this day' }));
    expect(stopNames(d1)).toEqual(['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street', 'Elephant Mountain']);
    expect(within(d1).getByText(/^Shorter by/)).toBeInTheDocument();
    // once more: nothing shorter is left, and there is nothing to undo
    await user.click(within(d1).getByRole('button', { name: 'Optimise this day' }));
    expect(within(d1).getByText(/^This order is already the shortest/)).toHaveAttribute('role', 'status');
    expect(within(d1).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says where saving the days stands; a refused save keeps the days and offers a retry', async () => {
    const onRetry = jest.fn();
    const initial = { ...emptyItinerary([]), days: [dayOf(ids(samplePlan))] };
    const { rerender } = render(<Harness initial={initial} saveStatus="saving" />);
    expect(screen.getByText('Saving the days…')).toHaveAttribute('role', 'status');
    rerender(<Harness initial={initial} saveStatus="error" onRetry={onRetry} />);
    expect(screen.getByText('The days were not saved. Your changes are kept here.')).toBeInTheDocument();
    expect(stopNames(day('Day 1'))).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again to save the days' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('exports a dated itinerary to a calendar file, one event per stop', async () => {
    const user = userEvent.setup();
    const download = catchDownload();
    const plan = { ...samplePlan, plan_places: [taipei, shilin] };
    render(<Harness plan={plan} initial={{ ...emptyItinerary([]), days: [dayOf(ids(plan))] }} />);
    expect(screen.queryByRole('button', { name: 'Export to calendar' })).not.toBeInTheDocument();
    expect(screen.getByText('Set a start date to export the days to a calendar.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-05' } });
    await user.click(screen.getByRole('button', { name: 'Export to calendar' }));
    expect(download.blob()!.type).toBe('text/calendar');
    const text = await download.text();
    const calendar = parseIcs(text);
    const events = calendar.children.filter((c) => c.name === 'VEVENT').map((c) => c.props);
    expect(events.map((e) => [e.SUMMARY, e.DTSTART, e.DTEND])).toEqual([
      // 09:00 in Taipei is 01:00 UTC; an hour's stay, 34 minutes of travel
      ['Taipei 101', '20261205T010000Z', '20261205T020000Z'],
      ['Shilin Night Market', '20261205T023400Z', '20261205T033400Z'],
    ]);
  });

  it("names the calendar after the plan, and a guest's plan without a name by its name as shown", async () => {
    const user = userEvent.setup();
    const download = catchDownload();
    const guestPlan = { ...samplePlan, id: 'guest' as const, plan_name: '', plan_places: [taipei, shilin] };
    const dated = { ...emptyItinerary([]), start_date: '2026-12-05', days: [dayOf(ids(guestPlan))] };
    const { unmount } = render(<Harness plan={guestPlan} initial={dated} />);
    await user.click(screen.getByRole('button', { name: 'Export to calendar' }));
    expect(parseIcs(await download.text()).props['X-WR-CALNAME']).toBe('My to-go list');
    unmount();

    await act(() => setLanguage('zh-Hant-TW'));
    render(<Harness plan={guestPlan} initial={dated} language="zh-Hant-TW" />);
    await user.click(screen.getByRole('button', { name: '匯出到行事曆' }));
    expect(parseIcs(await download.text()).props['X-WR-CALNAME']).toBe('我的計畫');
  });
});

describe("the plan's time zone", () => {
  /** 14 March 2027: New York's clocks go from 02:00 to 03:00; Taipei's do not change */
  const springForward = (plan: PlanWithPlaces) => ({
    ...emptyItinerary([]),
    start_date: '2027-03-14',
    days: [
      {
        ...dayOf([taipei.id]),
        stops: [{ place_id: taipei.id, start_time: '01:30', stay_minutes: 60, travel_mode: null }],
      },
    ],
    unscheduled: ids(plan).filter((id) => id !== taipei.id),
  });

  it('is the viewer’s until one is chosen; the chosen zone is saved and the times are read on its clock', async () => {
    const user = userEvent.setup();
    const saved: Itinerary[] = [];
    const download = catchDownload();
    render(<Harness initial={springForward(samplePlan)} onSaved={(x) => saved.push(x)} />);

    const picker = screen.getByRole('combobox', { name: 'Time zone' });
    expect(picker).toHaveAccessibleDescription('The plan’s times are on this clock.');
    // the viewer's zone first, the plan having none
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('My time zone (Asia/Taipei)');
    expect(picker).toHaveValue('');
    const d1 = day('Day 1');
    expect(within(d1).getByText('Arrive 01:30 · leave 02:30')).toBeInTheDocument();

    picker.focus();
    await user.selectOptions(picker, 'America/New_York');
    expect(picker).toHaveValue('America/New_York');
    expect(saved.at(-1)!.time_zone).toBe('America/New_York');
    // an hour's stay from 01:30 ends at 03:30 on New York's clock that night
    expect(within(d1).getByText('Arrive 01:30 · leave 03:30')).toBeInTheDocument();
    expect(within(d1).getByText('Sun, Mar 14')).toBeInTheDocument();

    // the calendar file's instants are New York's 01:30 (UTC−5) and 03:30 (UTC−4)
    await user.click(screen.getByRole('button', { name: 'Export to calendar' }));
    const text = await download.text();
    const events = parseIcs(text).children.filter((c) => c.name === 'VEVENT');
    expect(events.map((e) => [e.props.DTSTART, e.props.DTEND])).toEqual([['20270314T063000Z', '20270314T073000Z']]);

    // the print view reads the same clock
    await user.click(screen.getByRole('button', { name: 'Print the days' }));
    expect(within(sheet()).getByText(/^Arrive 01:30 · leave 03:30/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the planner' }));

    // back to the viewer's: the plan has no zone again
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), '');
    expect(saved.at(-1)!.time_zone).toBeNull();
    expect(within(day('Day 1')).getByText('Arrive 01:30 · leave 02:30')).toBeInTheDocument();
  });

  it('offers every zone the platform knows, and a plan’s zone it does not list', () => {
    render(<Harness initial={{ ...springForward(samplePlan), time_zone: 'Etc/GMT-14' }} />);
    const picker = screen.getByRole('combobox', { name: 'Time zone' });
    expect(picker).toHaveValue('Etc/GMT-14');
    const values = within(picker)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).toEqual(expect.arrayContaining(['', 'Asia/Tokyo', 'Europe/London', 'Etc/GMT-14']));
  });
});

const sheet = () => screen.getByRole('article', { name: 'Taipei weekend' });

describe('the print view of the days', () => {
  it('opens from the planner and shows each day in a page of its own: times, stays, addresses, notes, legs', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={sampleDays} />);
    await user.click(screen.getByRole('button', { name: 'Print the days' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Taipei weekend' })).toHaveFocus();
    // nothing to edit on paper
    expect(within(sheet()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(sheet()).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(sheet()).queryByRole('button')).not.toBeInTheDocument();

    const pages = container.querySelectorAll('.mfp-print__day');
    expect(pages).toHaveLength(2);
    const city = within(sheet()).getByRole('region', { name: 'Day 1: City' });
    const coast = within(sheet()).getByRole('region', { name: 'Day 2: Coast' });
    expect([pages[0], pages[1]]).toEqual([city, coast]);
    expect(within(city).getByText('Sat, Dec 5')).toBeInTheDocument();
    expect(within(coast).getByText('Sun, Dec 6')).toBeInTheDocument();
    expect(
      within(city)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Taipei 101', 'Shilin Night Market']);
    // 09:00 for two hours; the leg by public transport, an estimate; the next stop's default stay of an hour and a half
    expect(within(city).getByText(/^Arrive 09:00 · leave 11:00/)).toHaveTextContent('Stay 2 h 0 min');
    expect(within(city).getByText(/Stay 1 h 30 min/)).toBeInTheDocument();
    expect(within(city).getByText(/^Public transport .* to Shilin Night Market/)).toBeInTheDocument();
    expect(within(city).getByText('Taipei 101, Taipei, Taiwan')).toBeInTheDocument();
    expect(within(city).getByText('Sunset from the 89th floor')).toBeInTheDocument();
    expect(within(city).getByText(/^Travel: /)).toBeInTheDocument();
    expect(within(coast).getByText(/^Arrive 10:00 · leave 13:00/)).toBeInTheDocument();
  });

  it('maps each day only when asked (no Maps key: unchecked at first), and goes back to the planner', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<Harness initial={sampleDays} printing />);
    const options = screen.getByRole('group', { name: 'Print options' });
    const maps = within(options).getByRole('checkbox', { name: 'A map on each day’s page' });
    expect(maps).not.toBeChecked();
    expect(screen.queryByRole('region', { name: /^Map of/ })).not.toBeInTheDocument();
    await user.click(maps);
    expect(screen.getByRole('region', { name: 'Map of Day 1: City' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of Day 2: Coast' })).toBeInTheDocument();

    await user.click(within(options).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(within(options).getByRole('button', { name: 'Back to the planner' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print the days' })).toHaveFocus();
  });

  it('a plan not split into days has nothing to print day by day', () => {
    render(<Harness printing initial={{ ...sampleDays, start_date: null, days: [], unscheduled: [11, 12, 13] }} />);
    expect(within(sheet()).getByText('Split this plan into days to print it day by day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('in Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    render(<Harness initial={sampleDays} printing />);
    expect(screen.getByRole('group', { name: '列印選項' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '第 1 天：City' })).toBeInTheDocument();
    expect(screen.getByText(/^09:00 抵達，11:00 離開/)).toHaveTextContent('停留 2 小時 0 分鐘');
    // a printed page names the clock its times are on
    expect(screen.getByText('時間皆以 Asia/Taipei 時區為準。')).toBeInTheDocument();
  });
});

describe('one day at a time, or the whole trip', () => {
  const mapPlaces = (name: string) =>
    within(screen.getByRole('region', { name }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('the list, the map and the distances show the day chosen, then the whole trip again', async () => {
    const user = userEvent.setup();
    render(<Harness initial={sampleDays} />);
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Whole trip', 'Day 1: City', 'Day 2: Coast']);
    expect(show).toHaveValue('');
    expect(stopNames(day('Day 1: City'))).toEqual(['Taipei 101', 'Shilin Night Market']);
    expect(stopNames(day('Day 2: Coast'))).toEqual(['Jiufen Old Street']);
    expect(screen.getByText(/^Whole trip: travel /)).toBeInTheDocument();
    expect(mapPlaces('Map of Taipei weekend')).toHaveLength(3);

    await user.selectOptions(show, 'Day 2: Coast');
    expect(screen.queryByRole('region', { name: 'Day 1: City' })).not.toBeInTheDocument();
    expect(stopNames(day('Day 2: Coast'))).toEqual(['Jiufen Old Street']);
    expect(screen.queryByText(/^Whole trip: travel /)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of Taipei weekend' })).not.toBeInTheDocument();
    expect(mapPlaces('Map of Day 2: Coast')).toEqual([expect.stringContaining('Jiufen Old Street')]);
    expect(show).toHaveFocus();

    await user.selectOptions(show, 'Day 1: City');
    const city = day('Day 1: City');
    expect(within(city).getByText(/^Travel: /)).toBeInTheDocument();
    expect(mapPlaces('Map of Day 1: City')).toHaveLength(2);

    await user.selectOptions(show, 'Whole trip');
    expect(day('Day 2: Coast')).toBeInTheDocument();
    expect(mapPlaces('Map of Taipei weekend')).toHaveLength(3);
  });

  it('the day shown alone follows it when it moves, and the whole trip is shown when it is removed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={sampleDays} />);
    const show = screen.getByRole('combobox', { name: 'Show' });
    await user.selectOptions(show, 'Day 1: City');
    await user.click(screen.getByRole('button', { name: 'Move day 1 later' }));
    expect(stopNames(day('Day 2: City'))).toEqual(['Taipei 101', 'Shilin Night Market']);
    expect(screen.queryByRole('region', { name: 'Day 1: Coast' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move day 2 earlier' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove day 2' }));
    // one day is left, so there is nothing to choose; the places in no day are shown with the whole trip
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
    expect(stopNames(day('Not in a day yet'))).toEqual(['Taipei 101', 'Shilin Night Market']);
    expect(screen.getByRole('heading', { name: 'Day 1: Coast' })).toHaveFocus();
  });
});

describe('a stop dragged with the mouse', () => {
  const dataTransfer = () => ({ setData: jest.fn(), effectAllowed: '', dropEffect: '' });
  const stopItem = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
  const drag = (from: HTMLElement, to: HTMLElement, over: HTMLElement = to) => {
    const data = dataTransfer();
    fireEvent.dragStart(from, { dataTransfer: data });
    fireEvent.dragOver(over, { dataTransfer: data });
    fireEvent.drop(to, { dataTransfer: data });
    fireEvent.dragEnd(from, { dataTransfer: data });
  };

  it('lands in the day it is dropped on: before the stop under it, else at the end; or in no day', () => {
    const saved: Itinerary[] = [];
    render(<Harness initial={sampleDays} onSaved={(x) => saved.push(x)} />);
    expect(screen.getByText('Drag a place onto another day, or use its “Day” menu.')).toBeInTheDocument();

    // onto day 2's heading: the end of day 2, its time and stay kept
    drag(stopItem('Shilin Night Market'), screen.getByRole('heading', { name: 'Day 2: Coast' }), day('Day 2: Coast'));
    expect(stopNames(day('Day 1: City'))).toEqual(['Taipei 101']);
    expect(stopNames(day('Day 2: Coast'))).toEqual(['Jiufen Old Street', 'Shilin Night Market']);
    expect(screen.getByText('Shilin Night Market moved to Day 2: Coast.')).toHaveAttribute('role', 'status');
    expect(saved.at(-1)!.days[1].stops.at(-1)).toEqual({
      place_id: shilin.id,
      start_time: null,
      stay_minutes: 90,
      travel_mode: null,
    });

    // onto a stop of day 1: before it
    drag(stopItem('Jiufen Old Street'), within(stopItem('Taipei 101')).getByText('Taipei / Taiwan'));
    expect(stopNames(day('Day 1: City'))).toEqual(['Jiufen Old Street', 'Taipei 101']);
    expect(stopNames(day('Day 2: Coast'))).toEqual(['Shilin Night Market']);

    // dropped where it is: nothing changes
    const before = saved.length;
    drag(stopItem('Taipei 101'), stopItem('Taipei 101'));
    expect(saved).toHaveLength(before);
  });

  it('a stop dropped on the places in no day leaves its day; nothing is dropped without a drag', () => {
    const saved: Itinerary[] = [];
    render(
      <Harness
        initial={{ ...sampleDays, unscheduled: [13], days: [sampleDays.days[0], { ...sampleDays.days[1], stops: [] }] }}
        onSaved={(x) => saved.push(x)}
      />,
    );
    drag(stopItem('Taipei 101'), day('Not in a day yet'));
    expect(stopNames(day('Not in a day yet'))).toEqual(['Taipei 101', 'Jiufen Old Street']);
    expect(stopNames(day('Day 1: City'))).toEqual(['Shilin Night Market']);

    const count = saved.length;
    fireEvent.drop(day('Day 2: Coast'), { dataTransfer: dataTransfer() });
    expect(saved).toHaveLength(count);
  });
});
