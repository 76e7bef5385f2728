import type { InstrumentDto, MeasureResponse } from '@emind/contracts';
import { CHILE_TIME_ZONE, formatLongDate } from '@emind/domain';
import type { ScoreTrendChartProps, TrendBand } from '@emind/web-charts';

/** Each severity's shade, mildest to most severe. */
const bandColors: Record<string, string> = {
  minimal: 'green.subtle',
  mild: 'yellow.subtle',
  moderate: 'orange.subtle',
  moderately_severe: 'red.subtle',
  severe: 'red.muted',
};

/** The instrument's bands as shaded stretches: whole-number scores, so each band reaches halfway to the next. */
export function chartBands(instrument: InstrumentDto): TrendBand[] {
  return instrument.bands.map((band, index) => ({
    from: index === 0 ? band.min : band.min - 0.5,
    to: index === instrument.bands.length - 1 ? band.max : band.max + 0.5,
    label: band.label,
    color: bandColors[band.severity] ?? 'gray.subtle',
  }));
}

/** A tick where each band starts, and the top of the range. */
export const chartTicks = (instrument: InstrumentDto): number[] => [...instrument.bands.map((band) => band.min), instrument.bands.at(-1)?.max ?? 0];

const shortDate = new Intl.DateTimeFormat('es-CL', { timeZone: CHILE_TIME_ZONE, day: '2-digit', month: '2-digit' });
export const chartDate = (iso: string): string => shortDate.format(new Date(iso));

/** What the chart draws of one instrument: its scores (oldest first) and the sessions up to the latest of now and the last score. */
export function scoreChart(instrument: InstrumentDto, responses: readonly MeasureResponse[], sessionStarts: readonly string[], now: Date): Omit<ScoreTrendChartProps, 'ariaLabel'> {
  const last = Math.max(now.getTime(), ...responses.map((response) => Date.parse(response.answered_at)));
  return {
    points: responses.map((response) => ({
      at: response.answered_at,
      value: response.score,
      title: `${formatLongDate(response.answered_at)}: ${response.score} · ${response.severity_label}`,
    })),
    bands: chartBands(instrument),
    markers: sessionStarts.filter((start) => Date.parse(start) <= last).map((start) => ({ at: start, title: `Sesión del ${formatLongDate(start)}` })),
    max: instrument.bands.at(-1)?.max ?? 0,
    ticks: chartTicks(instrument),
    timeLabel: chartDate,
    legend: { value: 'Puntaje', marker: 'Sesión' },
  };
}
