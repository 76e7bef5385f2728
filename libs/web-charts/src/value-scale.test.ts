import { describe, expect, it } from 'vitest';
import { labelStride, rowSegments, timeBounds, wholeNumberTicks } from './value-scale.ts';

describe('wholeNumberTicks', () => {
  it('counts in whole numbers up to a round top that holds the maximum', () => {
    expect(wholeNumberTicks(0)).toEqual([0, 1]);
    expect(wholeNumberTicks(3)).toEqual([0, 1, 2, 3]);
    expect(wholeNumberTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(wholeNumberTicks(18)).toEqual([0, 5, 10, 15, 20]);
    expect(wholeNumberTicks(230)).toEqual([0, 100, 200, 300]);
  });
});

describe('rowSegments', () => {
  const values = [{ key: 'a', value: 2 }, { key: 'b', value: 3 }];
  it('stacks the series one after another', () => {
    expect(rowSegments(values, 10, true)).toEqual([
      { key: 'a', value: 2, from: 0, to: 0.2, slot: 0, slots: 1 },
      { key: 'b', value: 3, from: 0.2, to: 0.5, slot: 0, slots: 1 },
    ]);
  });
  it('puts them side by side from zero otherwise', () => {
    expect(rowSegments(values, 10, false)).toEqual([
      { key: 'a', value: 2, from: 0, to: 0.2, slot: 0, slots: 2 },
      { key: 'b', value: 3, from: 0, to: 0.3, slot: 1, slots: 2 },
    ]);
  });
});

describe('labelStride', () => {
  it('skips labels only when they would overlap', () => {
    expect(labelStride(16, 40, 800)).toBe(1);
    expect(labelStride(16, 40, 300)).toBe(3);
    expect(labelStride(0, 40, 300)).toBe(1);
  });
});

describe('timeBounds', () => {
  it('spans the earliest to the latest instant, a day either side of a single one', () => {
    expect(timeBounds([300, 100, 200])).toEqual({ from: 100, to: 300 });
    expect(timeBounds([86_400_000])).toEqual({ from: 0, to: 172_800_000 });
    expect(timeBounds([])).toEqual({ from: 0, to: 86_400_000 });
  });
});
