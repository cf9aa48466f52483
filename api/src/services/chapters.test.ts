import { isoDurationSeconds, parseChapters } from './chapters';

describe('parseChapters', () => {
  it('reads leading and trailing timestamps, in increasing order', () => {
    const description = [
      'Our day in Taipei! Gear list below.',
      '',
      '0:00 Intro',
      '1:23 - Taipei 101',
      '(12:05) 士林夜市',
      '[15:00] Elephant Mountain',
      '• 20:10 | Jiufen Old Street',
      'Beitou hot springs - 25:30',
      '1:02:03｜Night view',
      'Follow me on instagram',
    ].join('\n');
    expect(parseChapters(description)).toEqual([
      { time: 0, title: 'Intro' },
      { time: 83, title: 'Taipei 101' },
      { time: 725, title: '士林夜市' },
      { time: 900, title: 'Elephant Mountain' },
      { time: 1210, title: 'Jiufen Old Street' },
      { time: 1530, title: 'Beitou hot springs' },
      { time: 3723, title: 'Night view' },
    ]);
  });

  it('skips lines going back in time, impossible times and empty titles', () => {
    expect(parseChapters('0:00 Start\r\n5:00 Later\n3:00 Earlier\n6:75 Bad seconds\n7:00\n8:00 End')).toEqual([
      { time: 0, title: 'Start' },
      { time: 300, title: 'Later' },
      { time: 480, title: 'End' },
    ]);
  });

  it('finds nothing in a description without timestamps', () => {
    expect(parseChapters('Just a video about Taipei.\nNo chapters here: 100% fun')).toEqual([]);
    expect(parseChapters('')).toEqual([]);
  });

  it('keeps at most 100 chapters', () => {
    const lines = Array.from(
      { length: 150 },
      (_, i) => `${Math.floor(i / 60)}:${String(i % 60).padStart(2, '0')} c${i}`,
    );
    expect(parseChapters(lines.join('\n'))).toHaveLength(100);
  });
});

describe('isoDurationSeconds', () => {
  it.each([
    ['PT1H2M3S', 3723],
    ['PT4M13S', 253],
    ['PT45S', 45],
    ['PT2H', 7200],
    ['P1DT2S', 86402],
    ['P0D', 0],
    ['', 0],
    ['1:00', 0],
    [undefined, 0],
  ])('%p → %p', (value, expected) => {
    expect(isoDurationSeconds(value)).toBe(expected);
  });
});
