/** Writes run one after another, in the order they were asked. */
export interface WriteQueue {
  /** run `work` once every write asked before it has ended (succeeded or failed); resolves or rejects as it does */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** writes asked and not ended yet (the running one included) */
  readonly waiting: number;
}

/**
 * A queue of writes of one thing (a plan): each starts when the one before has ended, so each is sent with the
 * thing as it stands when its turn comes, and a later write never lands before an earlier one. A failed write does
 * not stop the ones behind it.
 */
export function createWriteQueue(): WriteQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      waiting += 1;
      const job = tail.then(work).finally(() => {
        waiting -= 1;
      });
      tail = job.catch(() => undefined);
      return job;
    },
    get waiting() {
      return waiting;
    },
  };
}
