import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens.ts';

describe('VerifiedTokens', () => {
  it('answers a kept token until its expiry, then forgets it', () => {
    const tokens = new VerifiedTokens<string>(10);
    tokens.keep('a.b.c', 'user 1', 1_000);
    expect(tokens.read('a.b.c', 1_000)).toBe('user 1');
    expect(tokens.read('a.b.c', 1_001)).toBeUndefined();
    expect(tokens.read('a.b.c', 500)).toBeUndefined();
  });

  it('finds a token only by the whole string', () => {
    const tokens = new VerifiedTokens<string>(10);
    tokens.keep('a.b.c', 'user 1', 1_000);
    for (const other of ['a.b.', 'a.b.cd', 'A.b.c', 'a.b.c ']) expect(tokens.read(other, 0)).toBeUndefined();
  });

  it('keeps at most its number of tokens, dropping the longest kept', () => {
    const tokens = new VerifiedTokens<number>(2);
    tokens.keep('first', 1, 1_000);
    tokens.keep('second', 2, 1_000);
    tokens.keep('third', 3, 1_000);
    expect(tokens.read('first', 0)).toBeUndefined();
    expect([tokens.read('second', 0), tokens.read('third', 0)]).toEqual([2, 3]);
  });
});
