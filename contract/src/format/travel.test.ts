import { EARTH_RADIUS_KM } from './distance';
import { estimateTravel, isTravelMode, OVERLAND_LIMIT_KM, TRAVEL_ESTIMATE, type TravelEstimate } from './travel';

// one degree of longitude on the equator: 6371 km × π / 180
const DEGREE_KM = (EARTH_RADIUS_KM * Math.PI) / 180;
const origin = { lat: 0, lng: 0 };
// a tenth of a degree (11 km): within reach of every mode
const tenthDegreeEast = { lat: 0, lng: 0.1 };

describe('estimateTravel', () => {
  it('is the great-circle distance times the detour factor, over the speed, labelled as an estimate', () => {
    const walk = estimateTravel(origin, tenthDegreeEast, 'walk') as TravelEstimate;
    expect(walk.source).toBe('estimate');
    expect(walk.mode).toBe('walk');
    expect(walk.distanceKm).toBeCloseTo((DEGREE_KM / 10) * 1.3, 6);
    expect(walk.minutes).toBe(Math.ceil((((DEGREE_KM / 10) * 1.3) / 4.5) * 60));
  });

  it('uses each mode its own speed and detour factor', () => {
    for (const mode of ['walk', 'transit', 'drive'] as const) {
      const { kmh, detour } = TRAVEL_ESTIMATE[mode];
      const leg = estimateTravel(origin, tenthDegreeEast, mode) as TravelEstimate;
      expect(leg.distanceKm).toBeCloseTo((DEGREE_KM / 10) * detour, 6);
      expect(leg.minutes).toBe(Math.ceil((((DEGREE_KM / 10) * detour) / kmh) * 60));
    }
    // a walk is slower than a ride, a ride slower than a drive, over the same ground
    const minutes = (['walk', 'transit', 'drive'] as const).map(
      (m) => (estimateTravel(origin, tenthDegreeEast, m) as TravelEstimate).minutes,
    );
    expect(minutes[0]).toBeGreaterThan(minutes[1]);
    expect(minutes[1]).toBeGreaterThan(minutes[2]);
  });

  it('Taipei 101 to Shilin Night Market on foot: about 7.2 km straight, an estimate of 9.4 km and two hours', () => {
    const leg = estimateTravel(
      { lat: 25.0339639, lng: 121.5644722 },
      { lat: 25.0879, lng: 121.5241 },
      'walk',
    ) as TravelEstimate;
    expect(leg.distanceKm).toBeGreaterThan(9.3);
    expect(leg.distanceKm).toBeLessThan(9.5);
    expect(leg.minutes).toBe(126);
  });

  it('is 0 minutes between a point and itself', () => {
    expect(estimateTravel(origin, origin, 'drive')).toEqual({
      source: 'estimate',
      mode: 'drive',
      reachable: true,
      distanceKm: 0,
      minutes: 0,
    });
  });
});

describe('a leg too far for its mode', () => {
  const hoiAn = { lat: 15.8801, lng: 108.338 };
  const tokyo = { lat: 35.6762, lng: 139.6503 };

  it('Hoi An to Tokyo is no leg overland, by any mode: no duration, its straight-line distance', () => {
    for (const mode of ['walk', 'transit', 'drive'] as const) {
      const leg = estimateTravel(hoiAn, tokyo, mode);
      expect(leg).toEqual({ source: 'estimate', mode, reachable: false, distanceKm: expect.any(Number) });
      // 3,803 km: the 296 h by public transport an estimate would say
      expect(leg.distanceKm).toBeGreaterThan(3790);
      expect(leg.distanceKm).toBeLessThan(3810);
    }
  });

  it('a walk ends at 50 km in a straight line; a cycle at 150 km; a ride or a drive at 1,500 km', () => {
    const east = (km: number) => ({ lat: 0, lng: km / DEGREE_KM });
    expect(OVERLAND_LIMIT_KM).toEqual({ walk: 50, bike: 150, transit: 1500, drive: 1500 });
    expect(estimateTravel(origin, east(49.9), 'walk').reachable).toBe(true);
    expect(estimateTravel(origin, east(50.1), 'walk').reachable).toBe(false);
    expect(estimateTravel(origin, east(50.1), 'bike').reachable).toBe(true);
    expect(estimateTravel(origin, east(149.9), 'bike').reachable).toBe(true);
    expect(estimateTravel(origin, east(150.1), 'bike').reachable).toBe(false);
    expect(estimateTravel(origin, east(50.1), 'transit').reachable).toBe(true);
    for (const mode of ['transit', 'drive'] as const) {
      expect(estimateTravel(origin, east(1499), mode).reachable).toBe(true);
      expect(estimateTravel(origin, east(1501), mode).reachable).toBe(false);
    }
  });
});

describe('isTravelMode', () => {
  it('accepts the four modes only', () => {
    expect(['walk', 'bike', 'transit', 'drive'].every(isTravelMode)).toBe(true);
    expect(['fly', 'WALK', 'Bike', '', null, 1].some(isTravelMode)).toBe(false);
  });
});
