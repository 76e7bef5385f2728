import { describe, expect, it } from 'vitest';
import { priceBoundOf } from './directory-search.ts';

describe('priceBoundOf', () => {
  it.each([
    ['15000', 15000],
    [' 8000 ', 8000],
    ['0', 0],
    ['1000000', 1_000_000],
  ])('reads %j as %d pesos', (typed, pesos) => {
    expect(priceBoundOf(typed)).toBe(pesos);
  });

  it.each(['', '   ', 'abc', '-5', '9999.5', '15.000', '1e4', '1000001', '12345678', null, undefined])('refuses %j', (typed) => {
    expect(priceBoundOf(typed)).toBeNull();
  });
});
