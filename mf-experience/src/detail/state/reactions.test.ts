import { optimistic, rollback, settle, toggleReaction, type Reactions } from './reactions';

const base: Reactions = { like: false, favorite: false, likes_count: 5 };

/** A state holder that applies updaters like React's setState does. */
function holder(initial: Reactions) {
  let state = initial;
  const seen: Reactions[] = [];
  return {
    update: (u: (r: Reactions) => Reactions) => {
      state = u(state);
      seen.push(state);
    },
    get: () => state,
    seen,
  };
}

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

describe('rollback and settle', () => {
  it('rollback restores the flag and takes back the optimistic count only', () => {
    const after = optimistic(base, 'like', true);
    // meanwhile the favorite was set: it stays
    expect(rollback({ ...after, favorite: true }, base, 'like')).toEqual({
      like: false,
      favorite: true,
      likes_count: 5,
    });
    expect(rollback(optimistic(base, 'favorite', true), base, 'favorite')).toEqual(base);
  });
  it('settle keeps the server’s flag and count', () => {
    expect(settle(optimistic(base, 'like', true), 'like', { like: true, favorite: false, likes_count: 9 })).toEqual({
      like: true,
      favorite: false,
      likes_count: 9,
    });
  });
});

describe('toggleReaction', () => {
  it('shows the change before the call returns, then the server’s answer', async () => {
    const h = holder(base);
    let release!: (v: { like: boolean; favorite: boolean; likes_count: number }) => void;
    const send = jest.fn(
      () => new Promise<{ like: boolean; favorite: boolean; likes_count: number }>((r) => (release = r)),
    );
    const onError = jest.fn();
    const done = toggleReaction(base, 'like', true, send, h.update, onError);
    expect(h.get()).toEqual({ like: true, favorite: false, likes_count: 6 });
    expect(send).toHaveBeenCalledWith('like', true);
    release({ like: true, favorite: false, likes_count: 7 });
    await expect(done).resolves.toBe(true);
    expect(h.get()).toEqual({ like: true, favorite: false, likes_count: 7 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('rolls back and reports when the call fails', async () => {
    const h = holder({ ...base, favorite: true });
    const failure = new Error('offline');
    const onError = jest.fn();
    const ok = await toggleReaction(h.get(), 'favorite', false, () => Promise.reject(failure), h.update, onError);
    expect(ok).toBe(false);
    expect(h.seen[0].favorite).toBe(false); // optimistic
    expect(h.get()).toEqual({ ...base, favorite: true }); // rolled back
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
