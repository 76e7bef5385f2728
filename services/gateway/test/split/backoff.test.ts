import { describe, expect, it } from 'vitest';
import { RestartBackoff } from '../../src/split/backoff.ts';

describe('the split runner’s restart backoff', () => {
  const policy = { initialMs: 500, maxMs: 4000, stableAfterMs: 60_000 };

  it('doubles while a process keeps dying soon after it starts, up to the cap', () => {
    const backoff = new RestartBackoff(policy);
    expect([1, 2, 3, 4, 5, 6].map(() => backoff.next(1000))).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('starts over once the process had stayed up long enough', () => {
    const backoff = new RestartBackoff(policy);
    backoff.next(1000);
    backoff.next(1000);
    expect(backoff.next(60_000)).toBe(500);
    expect(backoff.next(59_999)).toBe(1000);
  });
});
