import { describe, expect, it } from 'vitest';
import { suggestedPriceProblem } from './pricing.ts';

describe('suggestedPriceProblem', () => {
  const range = { min_price: 5000, max_price: 15000 };
  it('allows the configured range, bounds included, and names the bound crossed otherwise', () => {
    expect(suggestedPriceProblem(5000, range)).toBeNull();
    expect(suggestedPriceProblem(15000, range)).toBeNull();
    expect(suggestedPriceProblem(4999, range)).toBe('El precio debe ser mayor o igual a $5.000.');
    expect(suggestedPriceProblem(15001, range)).toBe('El precio debe ser menor o igual a $15.000.');
  });
});
