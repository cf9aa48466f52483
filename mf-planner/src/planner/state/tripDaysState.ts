import { MAX_STAY_MINUTES, type Itinerary, type TravelMode } from 'shared';
import {
  addDay,
  moveDay,
  moveStopToDay,
  moveStopWithinDay,
  orderDay,
  removeDay,
  renameDay,
  setDayMode,
  setStartDate,
  setStop,
  setTimeZone,
} from '../../common/itineraryOps';
import { optimiseDayFigures, type DayOptimisation, type DaysSource } from './dayFigures';

// The planner's days as a state machine: what each thing the traveller does to the days changes in the itinerary,
// in what the days show (the last optimisation with its Undo, "keep the last stop", the stop being dragged and the
// day under it), which element takes the focus once the change is on screen, and what is announced. Pure: the
// days' view turns clicks into actions, carries out the outcome and renders the state.

/** An edit of the itinerary, given the plan's places (what useItinerary's `edit` takes). */
export type ItineraryChange = (it: Itinerary, placeIds: readonly number[]) => Itinerary;

/** The planner's strings, looked up by key (i18next's `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the days show besides the itinerary itself. */
export interface TripDaysState {
  /** the polite announcement of the last move (a screen reader reads it when it changes) */
  announce: string;
  /** the days (by index) whose last stop "Optimise this day" keeps */
  keepLast: Readonly<Record<number, boolean>>;
  /** the last optimisation: shown (with Undo) while its day keeps the order it found */
  optimised: (DayOptimisation & { day: number }) | null;
  /** the stop being dragged with the mouse (its place) */
  dragging: number | null;
  /** the day a dragged stop is over: its index, 'none' for the places in no day, null for none */
  dropOn: number | 'none' | null;
}

export const initialTripDaysState: TripDaysState = {
  announce: '',
  keepLast: {},
  optimised: null,
  dragging: null,
  dropOn: null,
};

/**
 * Which element takes the focus once an action's result is on screen: a stop moved by one of its controls keeps it
 * on that control; a moved day on its earlier / later button; a removed day gives it to the heading of the day now
 * in its place.
 */
export type FocusAfter =
  | { kind: 'stop'; placeId: number; control: 'day' | 'up' | 'down' }
  | { kind: 'dayMoved'; to: number; button: 'earlier' | 'later' }
  | { kind: 'dayHeading'; index: number };

/** What the traveller does to the days. */
export type TripDaysAction =
  | { type: 'addDay' }
  | { type: 'renameDay'; day: number; name: string }
  | { type: 'setDayMode'; day: number; mode: TravelMode }
  | { type: 'moveDay'; day: number; button: 'earlier' | 'later' }
  | { type: 'removeDay'; day: number }
  | { type: 'setStartDate'; date: string }
  | { type: 'setTimeZone'; zone: string | null }
  /** a stop's start time as typed ("HH:MM", '' for none) */
  | { type: 'setStartTime'; placeId: number; time: string }
  /** a stop's stay as typed (minutes, '' for none) */
  | { type: 'setStay'; placeId: number; minutes: string }
  /** the mode of the leg into the stop of `placeId` */
  | { type: 'setLegMode'; day: number; placeId: number; mode: TravelMode }
  /** the stop's day chosen in its "Day" select (null: no day) */
  | { type: 'chooseDay'; placeId: number; to: number | null }
  /** the stop's ↑ / ↓ */
  | { type: 'moveStop'; day: number; placeId: number; to: number; control: 'up' | 'down' }
  | { type: 'dragStart'; placeId: number }
  | { type: 'dragOver'; to: number | null }
  | { type: 'dragEnd' }
  /** a dragged stop dropped on day `to` (null: no day), on the stop of `before` (null: not on a stop) */
  | { type: 'drop'; to: number | null; before: number | null }
  | { type: 'keepLast'; day: number; keep: boolean }
  | { type: 'optimise'; day: number }
  | { type: 'undo' };

/** A change of what the days show (the reducer's action). */
export type TripDaysUpdate =
  | { type: 'announce'; text: string }
  | { type: 'keepLast'; day: number; keep: boolean }
  | { type: 'optimised'; optimised: TripDaysState['optimised'] }
  | { type: 'dragStart'; placeId: number }
  | { type: 'dropOn'; on: number | 'none' }
  | { type: 'dragEnd' };

export function tripDaysReducer(state: TripDaysState, update: TripDaysUpdate): TripDaysState {
  switch (update.type) {
    case 'announce':
      return { ...state, announce: update.text };
    case 'keepLast':
      return { ...state, keepLast: { ...state.keepLast, [update.day]: update.keep } };
    case 'optimised':
      return { ...state, optimised: update.optimised };
    case 'dragStart':
      return { ...state, dragging: update.placeId };
    case 'dropOn':
      return { ...state, dropOn: update.on };
    case 'dragEnd':
      return { ...state, dragging: null, dropOn: null };
  }
}

/** What the days' view needs to decide an action: the days as shown, the day shown alone, the strings. */
export interface TripDaysContext {
  source: DaysSource;
  /** the one day shown (its index), or null: the whole trip */
  shownDay: number | null;
  t: Translate;
}

/** What an action does: the itinerary's edit, the updates of what is shown, the focus, the day shown. */
export interface TripDaysOutcome {
  change: ItineraryChange | null;
  updates: TripDaysUpdate[];
  focus: FocusAfter | null;
  /** the day to show alone next (null: the whole trip); undefined: as it is */
  showDay?: number | null;
  /** the drag event is taken (its default, "no drop here", prevented) */
  accepted?: boolean;
}

/** Carries out an action (the days' view: its edit, updates, focus and day shown) and answers its outcome. */
export type RunTripDaysAction = (action: TripDaysAction) => TripDaysOutcome;

/** "Day 2" or "Day 2: Coast", the day's name as it is now. */
export function dayLabel(it: Itinerary, index: number, t: Translate) {
  const day = it.days[index];
  const number = t('itinerary.day', { number: index + 1 });
  return day?.name ? t('itinerary.dayTitle', { day: number, name: day.name }) : number;
}

/** A stay as typed: whole minutes within the contract's bounds (0 to a whole day), or null for none. */
export function stayMinutes(typed: string): number | null {
  const n = typed === '' ? null : Math.round(Number(typed));
  return n === null || !Number.isFinite(n) ? null : Math.min(MAX_STAY_MINUTES, Math.max(0, n));
}

const outcome = (change: ItineraryChange | null, more: Partial<TripDaysOutcome> = {}): TripDaysOutcome => ({
  change,
  updates: [],
  focus: null,
  ...more,
});

/** What the action does to the days as they are now (`state` and `context`). */
export function tripDaysAction(
  state: TripDaysState,
  action: TripDaysAction,
  { source, shownDay, t }: TripDaysContext,
): TripDaysOutcome {
  const it = source.itinerary;
  const moved = (placeId: number, to: number | null): TripDaysUpdate[] => {
    const pp = source.plan.plan_places.find((p) => p.id === placeId);
    const day = to === null ? t('itinerary.noDay') : dayLabel(it, to, t);
    return pp ? [{ type: 'announce', text: t('itinerary.moved', { name: pp.place.place_name, day }) }] : [];
  };
  const forgetOptimised: TripDaysUpdate = { type: 'optimised', optimised: null };

  switch (action.type) {
    case 'addDay':
      return outcome((x, ids) => addDay(x, ids));
    case 'renameDay':
      return outcome((x, ids) => renameDay(x, action.day, action.name, ids));
    case 'setDayMode':
      return outcome((x, ids) => setDayMode(x, action.day, action.mode, ids));
    case 'setStartDate':
      return outcome((x, ids) => setStartDate(x, action.date || null, ids));
    case 'setTimeZone':
      return outcome((x, ids) => setTimeZone(x, action.zone, ids));
    case 'setStartTime':
      return outcome((x, ids) => setStop(x, action.placeId, { start_time: action.time || null }, ids));
    case 'setStay': {
      const minutes = stayMinutes(action.minutes);
      return outcome((x, ids) => setStop(x, action.placeId, { stay_minutes: minutes }, ids));
    }
    case 'setLegMode': {
      // the leg into a stop is travelled by that stop's mode; the day's own mode is stored as none
      const travel_mode = action.mode === it.days[action.day]?.travel_mode ? null : action.mode;
      return outcome((x, ids) => setStop(x, action.placeId, { travel_mode }, ids));
    }
    case 'moveDay': {
      const to = action.day + (action.button === 'earlier' ? -1 : 1);
      if (to < 0 || to >= it.days.length) return outcome(null);
      return outcome((x, ids) => moveDay(x, action.day, to, ids), {
        updates: [forgetOptimised, { type: 'announce', text: t('itinerary.dayMoved', { number: to + 1 }) }],
        focus: { kind: 'dayMoved', to, button: action.button },
        // the day shown alone stays shown in its new place
        ...(shownDay !== null && { showDay: to }),
      });
    }
    case 'removeDay':
      return outcome((x, ids) => removeDay(x, action.day, ids), {
        updates: [forgetOptimised],
        focus: { kind: 'dayHeading', index: action.day },
        // the day shown alone is gone: the whole trip is shown
        ...(shownDay !== null && { showDay: null }),
      });
    case 'chooseDay':
      return outcome((x, ids) => moveStopToDay(x, action.placeId, action.to, ids), {
        updates: moved(action.placeId, action.to),
        focus: { kind: 'stop', placeId: action.placeId, control: 'day' },
      });
    case 'moveStop':
      return outcome((x, ids) => moveStopWithinDay(x, action.day, action.placeId, action.to, ids), {
        focus: { kind: 'stop', placeId: action.placeId, control: action.control },
      });
    case 'dragStart':
      return outcome(null, { updates: [{ type: 'dragStart', placeId: action.placeId }] });
    case 'dragEnd':
      return outcome(null, { updates: [{ type: 'dragEnd' }] });
    case 'dragOver':
      // only a stop of these days lands here (not a file, nor text from elsewhere)
      if (state.dragging === null) return outcome(null);
      return outcome(null, { updates: [{ type: 'dropOn', on: action.to ?? 'none' }], accepted: true });
    case 'drop': {
      const placeId = state.dragging;
      if (placeId === null) return outcome(null);
      const known = source.plan.plan_places.some((p) => p.id === placeId);
      // dropped on itself, or a place gone from the plan meanwhile: nothing moves
      if (action.before === placeId || !known) return outcome(null, { updates: [{ type: 'dragEnd' }], accepted: true });
      return outcome((x, ids) => moveStopToDay(x, placeId, action.to, ids, action.before), {
        updates: [{ type: 'dragEnd' }, forgetOptimised, ...moved(placeId, action.to)],
        accepted: true,
      });
    }
    case 'keepLast':
      return outcome(null, { updates: [{ type: 'keepLast', day: action.day, keep: action.keep }] });
    case 'optimise': {
      const found = optimiseDayFigures(source, action.day, { fixLast: !!state.keepLast[action.day] });
      return outcome(found.after !== found.before ? (x, ids) => orderDay(x, action.day, found.after, ids) : null, {
        updates: [{ type: 'optimised', optimised: { day: action.day, ...found } }],
      });
    }
    case 'undo': {
      const last = state.optimised;
      if (!last) return outcome(null);
      return outcome((x, ids) => orderDay(x, last.day, last.before, ids), {
        updates: [forgetOptimised, { type: 'announce', text: t('itinerary.undone') }],
      });
    }
  }
}

/** The last optimisation, while its day (in the order of its places now) keeps the order it found. */
export function shownOptimisation(state: TripDaysState, day: number, order: readonly number[]) {
  const o = state.optimised;
  return o?.day === day && o.after.join(',') === order.join(',') ? o : null;
}
