import { dayDate, scheduleDay, type ScheduleDay } from './schedule';

const times = (day: ScheduleDay) => scheduleDay(day).stops.map((s) => [s.arrival.time, s.start.time, s.departure.time]);

describe('scheduleDay', () => {
  it('chains stays and legs from the day start (09:00 by default, stays of 60 minutes by default)', () => {
    const day: ScheduleDay = {
      date: '2026-12-01',
      timeZone: 'Asia/Taipei',
      stops: [{}, { stayMinutes: 90 }, { stayMinutes: 30 }],
      legMinutes: [20, 45],
    };
    expect(times(day)).toEqual([
      ['09:00', '09:00', '10:00'],
      ['10:20', '10:20', '11:50'],
      ['12:35', '12:35', '13:05'],
    ]);
    const schedule = scheduleDay(day);
    expect(schedule.travelMinutes).toBe(65);
    expect(schedule.warnings).toEqual([]);
    // the instants are those of Taipei's clock (UTC+8)
    expect(new Date(schedule.stops[0].start.utcMs).toISOString()).toBe('2026-12-01T01:00:00.000Z');
  });

  it('the first stop begins at its start time; options change the day start and the default stay', () => {
    const day: ScheduleDay = {
      date: '2026-12-01',
      timeZone: 'UTC',
      stops: [{ startTime: '07:30' }, {}],
      legMinutes: [10],
    };
    expect(times(day)).toEqual([
      ['07:30', '07:30', '08:30'],
      ['08:40', '08:40', '09:40'],
    ]);
    const later = scheduleDay({ ...day, stops: [{}, {}] }, { dayStartMinutes: 10 * 60, defaultStayMinutes: 15 });
    expect(later.stops.map((s) => [s.start.time, s.departure.time])).toEqual([
      ['10:00', '10:15'],
      ['10:25', '10:40'],
    ]);
  });

  it('waits for a fixed start time after an early arrival', () => {
    const s = scheduleDay({
      date: '2026-12-01',
      timeZone: 'UTC',
      stops: [
        { startTime: '09:00', stayMinutes: 30 },
        { startTime: '11:00', stayMinutes: 60 },
      ],
      legMinutes: [15],
    });
    expect(s.stops[1]).toMatchObject({ waitMinutes: 75, lateMinutes: 0 });
    expect([s.stops[1].arrival.time, s.stops[1].start.time, s.stops[1].departure.time]).toEqual([
      '09:45',
      '11:00',
      '12:00',
    ]);
    expect(s.warnings).toEqual([]);
  });

  it('warns when a fixed start time is earlier than the arrival (overlap), and goes on from the arrival', () => {
    const s = scheduleDay({
      date: '2026-12-01',
      timeZone: 'UTC',
      stops: [{ startTime: '09:00', stayMinutes: 120 }, { startTime: '10:30', stayMinutes: 60 }, {}],
      legMinutes: [30, 0],
    });
    expect(s.warnings).toEqual([{ kind: 'overlap', stop: 1, minutes: 60 }]);
    expect(s.stops[1]).toMatchObject({ lateMinutes: 60, waitMinutes: 0 });
    expect(s.stops[1].start.time).toBe('11:30');
    expect(s.stops[2].start.time).toBe('12:30');
  });

  it('warns once, at the first stop that ends after midnight, and counts the days', () => {
    const s = scheduleDay({
      date: '2026-12-31',
      timeZone: 'Asia/Tokyo',
      stops: [{ startTime: '22:00', stayMinutes: 90 }, { stayMinutes: 60 }, { stayMinutes: 60 }],
      legMinutes: [30, null],
    });
    expect(s.warnings).toEqual([{ kind: 'past_midnight', stop: 1 }]);
    expect(s.stops.map((x) => [x.arrival.time, x.arrival.dayOffset])).toEqual([
      ['22:00', 0],
      ['00:00', 1],
      ['01:00', 1],
    ]);
    // ending at midnight exactly is not past it
    const atMidnight = scheduleDay({
      date: '2026-12-31',
      timeZone: 'UTC',
      stops: [{ startTime: '23:00' }],
      legMinutes: [],
    });
    expect(atMidnight.warnings).toEqual([]);
    expect(atMidnight.stops[0].departure).toMatchObject({ time: '00:00', dayOffset: 1 });
  });

  it('reads each stop on the clock of its own zone (a day from Taipei to Tokyo)', () => {
    const s = scheduleDay({
      date: '2026-12-01',
      timeZone: 'Asia/Taipei',
      stops: [
        { startTime: '08:00', stayMinutes: 0 },
        { timeZone: 'Asia/Tokyo', stayMinutes: 120 },
        { timeZone: 'Asia/Tokyo', startTime: '15:00' },
      ],
      legMinutes: [240, 30],
    });
    // leave Taipei 08:00 (UTC+8), 4 h later it is 13:00 in Tokyo (UTC+9)
    expect(s.stops[1].arrival).toMatchObject({ time: '13:00', timeZone: 'Asia/Tokyo', dayOffset: 0 });
    // 15:00 Tokyo time is after the 15:30 arrival: late by 30 minutes
    expect(s.warnings).toEqual([{ kind: 'overlap', stop: 2, minutes: 30 }]);
  });

  it('keeps wall-clock times across a daylight-saving change', () => {
    const s = scheduleDay({
      date: '2026-03-08',
      timeZone: 'America/New_York',
      stops: [{ startTime: '01:00', stayMinutes: 90 }, { stayMinutes: 60 }],
      legMinutes: [30],
    });
    // 01:00 EST + 2 h of real time = 04:00 EDT (the clock skips 02:00–03:00)
    expect(s.stops[1].arrival.time).toBe('04:00');
    expect(s.stops[1].arrival.utcMs - s.stops[0].start.utcMs).toBe(120 * 60_000);
  });

  it('an undated day is read on a nominal day in UTC; an empty day is empty', () => {
    const s = scheduleDay({
      date: null,
      timeZone: 'Asia/Taipei',
      stops: [{ startTime: '10:00' }, {}],
      legMinutes: [5],
    });
    expect(s.stops.map((x) => x.start.time)).toEqual(['10:00', '11:05']);
    expect(s.stops[0].start.timeZone).toBe('UTC');
    expect(scheduleDay({ date: '2026-12-01', timeZone: 'UTC', stops: [], legMinutes: [] })).toEqual({
      stops: [],
      warnings: [],
      travelMinutes: 0,
    });
  });
});

describe('dayDate', () => {
  it('counts days from the start date', () => {
    expect(dayDate('2026-12-30', 0)).toBe('2026-12-30');
    expect(dayDate('2026-12-30', 2)).toBe('2027-01-01');
    expect(dayDate(null, 3)).toBeNull();
  });
});
