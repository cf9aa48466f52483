import { cutText, fitToLimit } from './useLimitedText';

describe('fitToLimit', () => {
  it('leaves edits within the limit alone', () => {
    expect(fitToLimit('abc', 3, 5)).toEqual({ value: 'abc', caret: 3 });
  });

  it('trims what was inserted before the caret, keeping the existing text', () => {
    // "ab|cd" + typed "XYZ" → "abXYZ|cd", limit 5 → only "X" fits
    expect(fitToLimit('abXYZcd', 5, 5)).toEqual({ value: 'abXcd', caret: 3 });
    // typing at the end of a full field changes nothing
    expect(fitToLimit('abcdeF', 6, 5)).toEqual({ value: 'abcde', caret: 5 });
  });

  it('cuts at the limit when the caret is unknown or at 0', () => {
    expect(fitToLimit('abcdefg', 0, 3).value).toBe('abc');
  });
});

describe('cutText', () => {
  it('never splits a surrogate pair', () => {
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('ab😀', 4)).toBe('ab😀');
    expect(cutText('台北夜市', 2)).toBe('台北');
  });
});
