import { optimistic, withPressed, type Reactions } from './reactions';

const base: Reactions = { like: false, favorite: false, likes_count: 5 };

describe('optimistic', () => {
  it('likes add one to the count, unlikes take one, favorites leave it', () => {
    expect(optimistic(base, 'like', true)).toEqual({ like: true, favorite: false, likes_count: 6 });
    expect(optimistic({ ...base, like: true }, 'like', false)).toEqual({
      like: false,
      favorite: false,
      likes_count: 4,
    });
    expect(optimistic(base, 'favorite', true)).toEqual({ like: false, favorite: true, likes_count: 5 });
  });
  it('is a no-op when already in that state, and never goes below 0', () => {
    expect(optimistic({ ...base, like: true }, 'like', true)).toEqual({ ...base, like: true });
    expect(optimistic({ like: true, favorite: false, likes_count: 0 }, 'like', false).likes_count).toBe(0);
  });
});

describe('withPressed', () => {
  it('shows what the visitor pressed before the server answers: the count follows a like', () => {
    expect(withPressed(base, { like: true })).toEqual({ like: true, favorite: false, likes_count: 6 });
    expect(withPressed(base, { like: true, favorite: true })).toEqual({ like: true, favorite: true, likes_count: 6 });
    expect(withPressed(base, {})).toBe(base);
  });
  it('once a press is settled, the server’s state shows for it, and a press of the other kind meanwhile stays', () => {
    // the like failed (the server still has none) while the favorite is under way
    expect(withPressed(base, { favorite: true })).toEqual({ like: false, favorite: true, likes_count: 5 });
    // the like succeeded: the server's answer, with its own count, is the state
    expect(withPressed({ ...base, like: true, likes_count: 9 }, { favorite: true })).toEqual({
      like: true,
      favorite: true,
      likes_count: 9,
    });
  });
});
