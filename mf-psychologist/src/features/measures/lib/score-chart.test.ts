import { describe, expect, it } from 'vitest';
import type { InstrumentDto } from '@emind/contracts';
import { phq9 } from '@emind/domain/measures';
import { chartBands, chartTicks, scoreChart } from './score-chart.ts';

const instrument: InstrumentDto = { ...phq9, items: [...phq9.items], options: [...phq9.options], bands: [...phq9.bands], safety_item: 8 };

describe('score chart', () => {
  it('shades each band up to halfway to the next, from 0 to the top of the range', () => {
    expect(chartBands(instrument).map(({ from, to, color }) => [from, to, color])).toEqual([
      [0, 4.5, 'green.subtle'], [4.5, 9.5, 'yellow.subtle'], [9.5, 14.5, 'orange.subtle'], [14.5, 19.5, 'red.subtle'], [19.5, 27, 'red.muted'],
    ]);
    expect(chartTicks(instrument)).toEqual([0, 5, 10, 15, 20, 27]);
  });

  it('marks the sessions up to now, not the ones ahead', () => {
    const response = { id: 1, instrument: 'phq9', due_at: '2026-05-01T12:00:00.000Z', answered_at: '2026-05-02T15:00:00.000Z', score: 12, severity: 'moderate', severity_label: 'Moderada', safety_alert: false } as const;
    const chart = scoreChart(instrument, [response], ['2026-04-20T14:00:00.000Z', '2026-06-20T14:00:00.000Z'], new Date('2026-05-10T00:00:00Z'));
    expect(chart.markers).toEqual([{ at: '2026-04-20T14:00:00.000Z', title: 'Sesión del 20 de abril de 2026' }]);
    expect(chart.points).toEqual([{ at: response.answered_at, value: 12, title: '2 de mayo de 2026: 12 · Moderada' }]);
  });
});
