import { parseGuestItinerary } from './guestItinerary';

describe('parseGuestItinerary', () => {
  it('reads what was stored, made to agree with the plan (a place in two days is in its first)', () => {
    const raw = JSON.stringify({
      start_date: '2026-12-05',
      time_zone: 'Asia/Taipei',
      days: [
        { name: 'A', travel_mode: 'walk', stops: [{ place_id: 1, start_time: '09:30', stay_minutes: 30 }] },
        { name: 'B', travel_mode: 'drive', stops: [{ place_id: 1 }, { place_id: 9 }, { place_id: 2 }] },
      ],
    });
    expect(parseGuestItinerary(raw, [1, 2, 3])).toEqual({
      start_date: '2026-12-05',
      time_zone: 'Asia/Taipei',
      days: [
        {
          name: 'A',
          travel_mode: 'walk',
          time_zone: null,
          stops: [{ place_id: 1, start_time: '09:30', stay_minutes: 30, travel_mode: null }],
        },
        {
          name: 'B',
          travel_mode: 'drive',
          time_zone: null,
          stops: [{ place_id: 2, start_time: null, stay_minutes: null, travel_mode: null }],
        },
      ],
      unscheduled: [3],
    });
  });

  it('falls back field by field on what an older build or a hand edit left', () => {
    const raw = JSON.stringify({
      start_date: 'soon',
      days: [{ travel_mode: 'fly', stops: [{ place_id: '2', start_time: '25:00', stay_minutes: -5 }, 'x'] }, 7],
    });
    expect(parseGuestItinerary(raw, [2])).toEqual({
      start_date: null,
      time_zone: null,
      days: [
        {
          name: '',
          travel_mode: 'transit',
          time_zone: null,
          stops: [{ place_id: 2, start_time: null, stay_minutes: null, travel_mode: null }],
        },
      ],
      unscheduled: [],
    });
    expect(parseGuestItinerary('not json', [4]).unscheduled).toEqual([4]);
    expect(parseGuestItinerary(null, [4]).days).toEqual([]);
  });
});
