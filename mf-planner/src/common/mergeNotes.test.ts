import { mergeNotes } from './mergeNotes';

describe('mergeNotes: notes two people changed from the same text', () => {
  const base = 'Bring an umbrella\nBook the train\nCash for the market';

  test('one of them changed nothing: the other’s text', () => {
    expect(mergeNotes(base, base, 'Bring an umbrella')).toBe('Bring an umbrella');
    expect(mergeNotes(base, 'Mine', base)).toBe('Mine');
    expect(mergeNotes(base, 'Same', 'Same')).toBe('Same');
  });

  test('different lines changed: both changes', () => {
    const mine = 'Bring an umbrella and boots\nBook the train\nCash for the market';
    const theirs = 'Bring an umbrella\nBook the train\nCash for the night market';
    expect(mergeNotes(base, mine, theirs)).toBe(
      'Bring an umbrella and boots\nBook the train\nCash for the night market',
    );
  });

  test('both added at the end: both additions, mine first', () => {
    expect(mergeNotes(base, `${base}\nPassports`, `${base}\nSunscreen`)).toBe(`${base}\nPassports\nSunscreen`);
  });

  test('the same line changed differently: both versions kept', () => {
    const mine = 'Bring an umbrella\nBook the 9:00 train\nCash for the market';
    const theirs = 'Bring an umbrella\nBook the 10:30 train\nCash for the market';
    expect(mergeNotes(base, mine, theirs)).toBe(
      'Bring an umbrella\nBook the 9:00 train\nBook the 10:30 train\nCash for the market',
    );
  });

  test('from empty notes, both typed: both texts', () => {
    expect(mergeNotes('', 'Mine', 'Theirs')).toBe('Mine\nTheirs');
  });
});
