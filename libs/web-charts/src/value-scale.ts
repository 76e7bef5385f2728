/** A value axis of whole numbers: 0 up to a round maximum, in 1, 2 or 5 × 10ⁿ steps, about `targetTicks` of them. */
export function wholeNumberTicks(maximum: number, targetTicks = 4): number[] {
  if (maximum <= 0) return [0, 1];
  const rough = Math.max(1, maximum / targetTicks);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const top = Math.ceil(maximum / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

export interface Segment<Key extends string = string> {
  key: Key;
  value: number;
  /** Where the bar starts and ends along the value axis, as fractions of the axis (0–1). */
  from: number;
  to: number;
  /** Which slot of the row's band the bar takes, and how many there are (side by side; one when stacked). */
  slot: number;
  slots: number;
}

/** The bars of one row: stacked one after another, or side by side each from zero. */
export function rowSegments<Key extends string>(values: { key: Key; value: number }[], top: number, stacked: boolean): Segment<Key>[] {
  let end = 0;
  return values.map(({ key, value }, index) => {
    const from = stacked ? end : 0;
    end = from + value;
    return { key, value, from: from / top, to: end / top, slot: stacked ? 0 : index, slots: stacked ? 1 : values.length };
  });
}

/** Show every n-th category label so that labels of about `labelWidth` px do not overlap along `length` px. */
export function labelStride(count: number, labelWidth: number, length: number): number {
  if (count === 0 || length <= 0) return 1;
  return Math.max(1, Math.ceil((count * labelWidth) / length));
}

const DAY_MS = 86_400_000;

/** A time axis' ends (ms): the earliest and latest instant, padded a day either side when they are the same. */
export function timeBounds(times: readonly number[]): { from: number; to: number } {
  if (times.length === 0) return { from: 0, to: DAY_MS };
  const from = Math.min(...times);
  const to = Math.max(...times);
  return from === to ? { from: from - DAY_MS, to: to + DAY_MS } : { from, to };
}
