import { EARTH_RADIUS_KM, formatDistance, haversineKm } from './distance';

describe('haversineKm', () => {
  it('uses an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // a quarter of a great circle
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
    // antipodes: half the circumference, no NaN from rounding
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('is 0 for the same point and symmetric', () => {
    const taipei101 = { lat: 25.0339639, lng: 121.5644722 };
    const sydneyOpera = { lat: -33.8567844, lng: 151.213108 };
    expect(haversineKm(taipei101, taipei101)).toBe(0);
    expect(haversineKm(taipei101, sydneyOpera)).toBeCloseTo(haversineKm(sydneyOpera, taipei101), 9);
    // Taipei 101 → Sydney Opera House is about 7 260 km
    expect(haversineKm(taipei101, sydneyOpera)).toBeGreaterThan(7200);
    expect(haversineKm(taipei101, sydneyOpera)).toBeLessThan(7320);
  });

  it('measures one degree of latitude as about 111.19 km', () => {
    expect(haversineKm({ lat: 10, lng: 20 }, { lat: 11, lng: 20 })).toBeCloseTo(111.195, 2);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [0.35, '350 m'],
    [0.9996, '1 km'],
    [2.46, '2.5 km'],
    [9.94, '9.9 km'],
    [12.4, '12 km'],
    [1234.4, '1,234 km'],
  ])('%p km → %p', (km, expected) => {
    expect(formatDistance(km, 'en')).toBe(expected);
  });

  it('speaks Traditional Chinese and rejects invalid input', () => {
    expect(formatDistance(0.35, 'zh-Hant-TW')).toBe('350 公尺');
    expect(formatDistance(2.46, 'zh-Hant-TW')).toBe('2.5 公里');
    expect(formatDistance(-1)).toBe('');
    expect(formatDistance(NaN)).toBe('');
  });
});
