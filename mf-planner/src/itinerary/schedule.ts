import { addDays, daysBetween, formatClock, parseClock, wallClock, zonedToUtc, DAY_MINUTES } from 'contract/format';

const MINUTE_MS = 60_000;

/** A stop of a day as the schedule reads it: an optional fixed start ("HH:MM", local), a stay, its zone. */
export interface ScheduleStop {
  /** when the visit is to begin, on the wall clock of the stop's zone; null: as soon as the traveller is there */
  startTime?: string | null;
  /** how long the visit lasts, in minutes; null: the default stay */
  stayMinutes?: number | null;
  /** the place's IANA zone; null: the day's */
  timeZone?: string | null;
}

export interface ScheduleDay {
  /** "YYYY-MM-DD"; null for an undated day (its times are read on a nominal day in UTC) */
  date: string | null;
  /** the zone of the day's places (IANA) */
  timeZone: string;
  stops: ScheduleStop[];
  /** minutes of travel from each stop to the next (one fewer than the stops); null: unknown, counted as 0 */
  legMinutes: (number | null)[];
}

export interface ScheduleOptions {
  /** when the first stop begins if it has no start time (minutes after midnight; default 09:00) */
  dayStartMinutes?: number;
  /** the stay of a stop without one (default 60 minutes) */
  defaultStayMinutes?: number;
}

/** A moment of the schedule, as the wall clock of the stop's zone shows it. */
export interface LocalTime {
  utcMs: number;
  /** "HH:MM" on the wall clock of the stop's zone */
  time: string;
  /** days after the day's date that the clock then shows (1: the next day) */
  dayOffset: number;
  timeZone: string;
}

export interface StopTimes {
  arrival: LocalTime;
  /** when the visit begins: the fixed start time, or the arrival when it is later (then the stop overlaps) */
  start: LocalTime;
  departure: LocalTime;
  /** minutes spent waiting for a fixed start time after arriving */
  waitMinutes: number;
  /** minutes the arrival is after the fixed start time (0 when on time) */
  lateMinutes: number;
}

export type ScheduleWarning =
  /** the stop's fixed start time is earlier than the traveller can arrive */
  | { kind: 'overlap'; stop: number; minutes: number }
  /** the day runs past midnight: this is the first stop that ends after it */
  | { kind: 'past_midnight'; stop: number };

export interface DaySchedule {
  stops: StopTimes[];
  warnings: ScheduleWarning[];
  /** minutes of travel over the day's legs (unknown legs counted as 0) */
  travelMinutes: number;
}

/** The date an undated day is worked out on (any day without a daylight-saving change would do). */
const NOMINAL_DATE = '2000-01-03';

/**
 * Each stop's arrival, start and departure over one day. The first stop begins at its start time (else at the day
 * start); every next stop is reached after the previous one's departure plus the leg between them, and begins at
 * its own start time when that is later (the traveller waits) or on arrival when it is earlier (an overlap, warned
 * about). A stop's times are read on the wall clock of its own zone, so a day that crosses zones stays right.
 */
export function scheduleDay(day: ScheduleDay, options: ScheduleOptions = {}): DaySchedule {
  const dayStart = options.dayStartMinutes ?? 9 * 60;
  const defaultStay = options.defaultStayMinutes ?? 60;
  const date = day.date ?? NOMINAL_DATE;
  const zoneOf = (stop: ScheduleStop) => (day.date === null ? 'UTC' : (stop.timeZone ?? day.timeZone));
  const local = (utcMs: number, timeZone: string): LocalTime => {
    const clock = wallClock(utcMs, timeZone);
    return { utcMs, time: formatClock(clock.minutes), dayOffset: daysBetween(date, clock.date), timeZone };
  };
  // minutes of the stop's own wall clock since midnight of the day's date
  const sinceMidnight = (t: LocalTime) => t.dayOffset * DAY_MINUTES + (parseClock(t.time) ?? 0);

  const stops: StopTimes[] = [];
  const warnings: ScheduleWarning[] = [];
  let travelMinutes = 0;
  let pastMidnightWarned = false;
  let previousDeparture: number | null = null;
  day.stops.forEach((stop, i) => {
    const zone = zoneOf(stop);
    const fixedMinutes = stop.startTime ? parseClock(stop.startTime) : null;
    const fixed = fixedMinutes === null ? null : zonedToUtc(date, fixedMinutes, zone);
    let arrival: number;
    if (previousDeparture === null) {
      arrival = fixed ?? zonedToUtc(date, dayStart, zone);
    } else {
      const leg = Math.max(0, day.legMinutes[i - 1] ?? 0);
      travelMinutes += leg;
      arrival = previousDeparture + leg * MINUTE_MS;
    }
    const begin = fixed !== null && fixed > arrival ? fixed : arrival;
    const lateMinutes = fixed !== null && fixed < arrival ? Math.round((arrival - fixed) / MINUTE_MS) : 0;
    if (lateMinutes > 0) warnings.push({ kind: 'overlap', stop: i, minutes: lateMinutes });
    const departure = begin + Math.max(0, stop.stayMinutes ?? defaultStay) * MINUTE_MS;
    const times: StopTimes = {
      arrival: local(arrival, zone),
      start: local(begin, zone),
      departure: local(departure, zone),
      waitMinutes: Math.round((begin - arrival) / MINUTE_MS),
      lateMinutes,
    };
    if (!pastMidnightWarned && sinceMidnight(times.departure) > DAY_MINUTES) {
      warnings.push({ kind: 'past_midnight', stop: i });
      pastMidnightWarned = true;
    }
    stops.push(times);
    previousDeparture = departure;
  });
  return { stops, warnings, travelMinutes };
}

/** The date of the day at `index` of a trip that starts on `startDate` (null for an undated trip). */
export function dayDate(startDate: string | null, index: number): string | null {
  return startDate === null ? null : addDays(startDate, index);
}
