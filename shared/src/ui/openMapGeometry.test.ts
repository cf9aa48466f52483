import { boundsOf, dayColour, DAY_COLOURS, legLine } from './openMapGeometry';

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('day colours', () => {
  it('give each day of a week its own colour, then start again', () => {
    const week = Array.from({ length: 7 }, (_, i) => dayColour(i));
    expect(new Set(week).size).toBe(7);
    expect(dayColour(DAY_COLOURS.length)).toBe(dayColour(0));
    expect(dayColour(DAY_COLOURS.length + 2)).toBe(dayColour(2));
  });

  it('keep a pin’s white number readable (contrast at least 4.5:1)', () => {
    for (const colour of DAY_COLOURS) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the box a map fits', () => {
  it('is the smallest box around the points', () => {
    expect(
      boundsOf([
        [35.7148, 139.7967],
        [35.6586, 139.7454],
        [35.6764, 139.6993],
      ]),
    ).toEqual([
      [35.6586, 139.6993],
      [35.7148, 139.7967],
    ]);
  });

  it('is a street-sized box around a single place, and nothing without any', () => {
    const [[s, w], [n, e]] = boundsOf([[25.034, 121.5645]])!;
    expect(n - s).toBeCloseTo(0.01, 9);
    expect(e - w).toBeCloseTo(0.01, 9);
    expect((n + s) / 2).toBeCloseTo(25.034, 9);
    expect(boundsOf([])).toBeNull();
  });

  it('stays on the globe at a pole', () => {
    const [[s], [n]] = boundsOf([[90, 0]])!;
    expect(n).toBe(90);
    expect(s).toBeCloseTo(89.995, 9);
  });
});

describe("a leg's line", () => {
  const senso = { lat: 35.7148, lng: 139.7967 };
  const tower = { lat: 35.6586, lng: 139.7454 };

  it('follows the routing service’s route, turned from [lng, lat] to [lat, lng], from stop to stop', () => {
    const route = [
      [139.7966, 35.7147],
      [139.77, 35.69],
      [139.7455, 35.6587],
    ];
    expect(legLine(senso, tower, route)).toEqual({
      alongRoads: true,
      points: [
        [35.7148, 139.7967],
        [35.7147, 139.7966],
        [35.69, 139.77],
        [35.6587, 139.7455],
        [35.6586, 139.7454],
      ],
    });
  });

  it('does not repeat a stop the route starts or ends on', () => {
    const route = [
      [senso.lng, senso.lat],
      [tower.lng, tower.lat],
    ];
    expect(legLine(senso, tower, route).points).toEqual([
      [35.7148, 139.7967],
      [35.6586, 139.7454],
    ]);
  });

  it('is the straight segment without a route, or with one that is not a line on the globe', () => {
    const straight = {
      alongRoads: false,
      points: [
        [35.7148, 139.7967],
        [35.6586, 139.7454],
      ],
    };
    expect(legLine(senso, tower)).toEqual(straight);
    expect(legLine(senso, tower, [[139.77, 35.69]])).toEqual(straight);
    expect(
      legLine(senso, tower, [
        [139.77, 35.69],
        [200, 35.69],
      ]),
    ).toEqual(straight);
    expect(legLine(senso, tower, [[139.77, 35.69], 'north'])).toEqual(straight);
  });
});
