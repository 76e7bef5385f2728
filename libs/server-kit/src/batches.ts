/** How a batcher groups its items. */
export interface BatchLimits {
  /** The most items one run takes. */
  maxBatch: number;
  /** The most runs under way at once; items arriving meanwhile wait for the next run. */
  maxInFlight: number;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Groups the items that arrive together into one call of `run`, which answers one result per item, in order: the
 * items of one event-loop turn go together, and those that arrive while `maxInFlight` runs are under way go in the
 * next run, so under load a run takes what queued during the previous one, and alone an item waits for nothing.
 * When a run of several items fails, each is run again alone, so an item no run can take fails alone: `run` must
 * be all or nothing (one transaction), so that a failed run left nothing behind.
 */
export function createBatcher<T, R>(run: (items: readonly T[]) => Promise<readonly R[]>, limits: BatchLimits): (item: T) => Promise<R> {
  const queue: Waiting<T, R>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const runAlone = ({ item, resolve, reject }: Waiting<T, R>) => {
    run([item]).then((results) => resolve(results[0] as R), reject);
  };

  const start = (batch: Waiting<T, R>[]) => {
    inFlight += 1;
    run(batch.map((waiting) => waiting.item))
      .then(
        (results) => batch.forEach((waiting, index) => waiting.resolve(results[index] as R)),
        (error: unknown) => {
          if (batch.length === 1) batch[0]?.reject(error);
          else for (const waiting of batch) runAlone(waiting);
        },
      )
      .finally(() => {
        inFlight -= 1;
        flush();
      });
  };

  function flush(): void {
    scheduled = false;
    while (queue.length > 0 && inFlight < limits.maxInFlight) start(queue.splice(0, limits.maxBatch));
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && inFlight < limits.maxInFlight) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
