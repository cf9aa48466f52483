import { EARTH_RADIUS_KM } from './distance';
import { estimateTravel, isTravelMode, TRAVEL_ESTIMATE } from './travel';

// one degree of longitude on the equator: 6371 km × π / 180
const DEGREE_KM = (EARTH_RADIUS_KM * Math.PI) / 180;
const origin = { lat: 0, lng: 0 };
const oneDegreeEast = { lat: 0, lng: 1 };

describe('estimateTravel', () => {
  it('is the great-circle distance times the detour factor, over the speed, labelled as an estimate', () => {
    const walk = estimateTravel(origin, oneDegreeEast, 'walk');
    expect(walk.source).toBe('estimate');
    expect(walk.mode).toBe('walk');
    expect(walk.distanceKm).toBeCloseTo(DEGREE_KM * 1.3, 6);
    expect(walk.minutes).toBe(Math.ceil(((DEGREE_KM * 1.3) / 4.5) * 60));
  });

  it('uses each mode its own speed and detour factor', () => {
    for (const mode of ['walk', 'transit', 'drive'] as const) {
      const { kmh, detour } = TRAVEL_ESTIMATE[mode];
      const leg = estimateTravel(origin, oneDegreeEast, mode);
      expect(leg.distanceKm).toBeCloseTo(DEGREE_KM * detour, 6);
      expect(leg.minutes).toBe(Math.ceil(((DEGREE_KM * detour) / kmh) * 60));
    }
    // a walk is slower than a ride, a ride slower than a drive, over the same ground
    const minutes = (['walk', 'transit', 'drive'] as const).map(
      (m) => estimateTravel(origin, oneDegreeEast, m).minutes,
    );
    expect(minutes[0]).toBeGreaterThan(minutes[1]);
    expect(minutes[1]).toBeGreaterThan(minutes[2]);
  });

  it('Taipei 101 to Shilin Night Market on foot: about 7.2 km straight, an estimate of 9.4 km and two hours', () => {
    const leg = estimateTravel({ lat: 25.0339639, lng: 121.5644722 }, { lat: 25.0879, lng: 121.5241 }, 'walk');
    expect(leg.distanceKm).toBeGreaterThan(9.3);
    expect(leg.distanceKm).toBeLessThan(9.5);
    expect(leg.minutes).toBe(126);
  });

  it('is 0 minutes between a point and itself', () => {
    expect(estimateTravel(origin, origin, 'drive')).toEqual({
      source: 'estimate',
      mode: 'drive',
      distanceKm: 0,
      minutes: 0,
    });
  });
});

describe('isTravelMode', () => {
  it('accepts the three modes only', () => {
    expect(['walk', 'transit', 'drive'].every(isTravelMode)).toBe(true);
    expect(['bike', 'WALK', '', null, 1].some(isTravelMode)).toBe(false);
  });
});
