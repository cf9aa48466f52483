import { createWriteQueue } from './writeQueue';

/** A write that ends when the test says so. */
function pending() {
  let end!: (ok: boolean) => void;
  const done = new Promise<string>((resolve, reject) => {
    end = (ok) => (ok ? resolve('ok') : reject(new Error('refused')));
  });
  return { done, end };
}

describe('a queue of writes', () => {
  it('starts each write once the one before has ended, in the order asked, and counts those not ended', async () => {
    const queue = createWriteQueue();
    const started: string[] = [];
    const first = pending();
    const second = pending();
    const a = queue.run(() => (started.push('a'), first.done));
    const b = queue.run(() => (started.push('b'), second.done));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(queue.waiting).toBe(2);
    first.end(true);
    await expect(a).resolves.toBe('ok');
    expect(started).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(1);
    second.end(true);
    await expect(b).resolves.toBe('ok');
    expect(queue.waiting).toBe(0);
  });

  it('a refused write rejects to its caller and does not stop the writes behind it', async () => {
    const queue = createWriteQueue();
    const first = pending();
    const a = queue.run(() => first.done);
    const b = queue.run(async () => 'second');
    first.end(false);
    await expect(a).rejects.toThrow('refused');
    await expect(b).resolves.toBe('second');
    expect(queue.waiting).toBe(0);
  });
});
