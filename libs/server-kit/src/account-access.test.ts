import { describe, expect, it } from 'vitest';
import { cachedAccountAccess, tokenStillValid, type AccountAccess } from './account-access.ts';

const active: AccountAccess = { isActive: true, tokensValidAfter: null };

describe('tokenStillValid', () => {
  it('voids tokens of unknown and inactive accounts', () => {
    expect(tokenStillValid(null, 1_700_000_000)).toBe(false);
    expect(tokenStillValid({ isActive: false, tokensValidAfter: null }, 1_700_000_000)).toBe(false);
    expect(tokenStillValid(active, 1_700_000_000)).toBe(true);
  });

  it('voids tokens issued before the cut-off, to the millisecond', () => {
    const cutOff = { isActive: true, tokensValidAfter: new Date('2026-11-23T10:00:00.700Z') };
    const at = Date.parse('2026-11-23T10:00:00.700Z');
    expect(tokenStillValid(cutOff, at - 1)).toBe(false);
    expect(tokenStillValid(cutOff, at)).toBe(true);
    expect(tokenStillValid(cutOff, at + 60_000)).toBe(true);
  });
});

describe('cachedAccountAccess', () => {
  it('reads an account once per period, and again once it has passed', async () => {
    let clock = 1_000;
    const reads: number[] = [];
    let current: AccountAccess = active;
    const cached = cachedAccountAccess(async (id) => (reads.push(id), current), { ttlMs: 30_000, now: () => clock });
    expect(await cached(7, 500)).toEqual(active);
    current = { isActive: false, tokensValidAfter: null };
    clock = 30_999;
    expect(await cached(7, 500)).toEqual(active);
    expect(await cached(8, 500)).toEqual(current);
    clock = 31_001;
    expect(await cached(7, 500)).toEqual(current);
    expect(reads).toEqual([7, 8, 7]);
  });

  it('reads again for a token issued after what it knows', async () => {
    let clock = 1_000;
    let current: AccountAccess = { isActive: false, tokensValidAfter: null };
    const cached = cachedAccountAccess(async () => current, { ttlMs: 30_000, now: () => clock });
    expect(await cached(7, 500)).toEqual(current);
    current = active;
    clock = 2_000;
    expect(await cached(7, 500)).toEqual({ isActive: false, tokensValidAfter: null });
    expect(await cached(7, 1_500)).toEqual(active);
  });
});
