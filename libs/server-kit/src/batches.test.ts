import { describe, expect, it } from 'vitest';
import { createBatcher } from './batches.ts';

/** A run that records the batches it got and answers each item doubled once `release` is called. */
function recordingRun() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<number[]>((resolve) => pending.push(() => resolve(items.map((item) => item * 2))));
  };
  const releaseAll = () => pending.splice(0).forEach((release) => release());
  return { batches, run, releaseAll };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('runs the items of one turn together, each with its own result', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const add = createBatcher(run, { maxBatch: 10, maxInFlight: 1 });
    const results = Promise.all([1, 2, 3].map(add));
    await turn();
    releaseAll();
    expect(await results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('takes at most maxBatch items a run, and what arrives while the runs are under way goes in the next one', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const add = createBatcher(run, { maxBatch: 2, maxInFlight: 1 });
    const early = Promise.all([1, 2, 3].map(add));
    await turn();
    expect(batches).toEqual([[1, 2]]);
    const late = add(4);
    await turn();
    expect(batches).toEqual([[1, 2]]);
    releaseAll();
    await turn();
    expect(batches).toEqual([[1, 2], [3, 4]]);
    releaseAll();
    expect([...(await early), await late]).toEqual([2, 4, 6, 8]);
  });

  it('has up to maxInFlight runs under way at once', async () => {
    const { batches, run, releaseAll } = recordingRun();
    const add = createBatcher(run, { maxBatch: 1, maxInFlight: 2 });
    const results = Promise.all([1, 2, 3].map(add));
    await turn();
    expect(batches).toEqual([[1], [2]]);
    releaseAll();
    await turn();
    expect(batches).toEqual([[1], [2], [3]]);
    releaseAll();
    expect(await results).toEqual([2, 4, 6]);
  });

  it('runs each item of a failed run again alone, so only an item no run can take fails', async () => {
    const batches: number[][] = [];
    const add = createBatcher(async (items: readonly number[]) => {
      batches.push([...items]);
      if (items.includes(2)) throw new Error('the database cannot take 2');
      return items.map((item) => item * 2);
    }, { maxBatch: 3, maxInFlight: 1 });
    const results = await Promise.allSettled([1, 2, 3].map(add));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([
      2, 'the database cannot take 2', 6,
    ]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
