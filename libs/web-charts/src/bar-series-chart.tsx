import { FONT, textStyle, tokenColor } from './chart-style.ts';
import { useWidth } from './use-width.ts';
import { labelStride, rowSegments, wholeNumberTicks, type Segment } from './value-scale.ts';

export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
  /** A Chakra colour token, e.g. 'teal.solid'. */
  color: string;
}

export type ChartRow<Key extends string> = { label: string } & Record<Key, number>;

export interface BarSeriesChartProps<Key extends string> {
  data: ChartRow<Key>[];
  series: ChartSeries<Key>[];
  /** Stack the series in one bar per row (e.g. platform + psychologists), instead of side by side. */
  stacked?: boolean;
  /** Bars run horizontally with the labels on the left (e.g. a 1–5 star distribution). */
  horizontal?: boolean;
  /** What the chart shows, for screen readers (the figures are also in the page as text). */
  ariaLabel: string;
  height?: number;
}

const LEGEND_HEIGHT = 24;

interface Plot { left: number; top: number; width: number; height: number }

/**
 * Bars of whole-number counts per row; the one chart the dashboards draw. Plain SVG sized to its box, which keeps the
 * height it is given from the first paint (no layout shift); the figures themselves are also in the page as a table.
 */
export function BarSeriesChart<Key extends string>({
  data, series, stacked = false, horizontal = false, ariaLabel, height = 260,
}: BarSeriesChartProps<Key>) {
  const { ref, width } = useWidth();
  const legend = series.length > 1;
  const svgHeight = height - (legend ? LEGEND_HEIGHT : 0);
  const rows = data.map((row) => ({ label: row.label, values: series.map(({ key }) => ({ key, value: row[key] })) }));
  const largest = Math.max(0, ...rows.map(({ values }) => (stacked ? values.reduce((sum, { value }) => sum + value, 0) : Math.max(0, ...values.map(({ value }) => value)))));
  const ticks = wholeNumberTicks(largest);
  const top = ticks[ticks.length - 1] ?? 1;
  const labelWidth = Math.max(0, ...data.map((row) => row.label.length)) * FONT * 0.6;
  const plot: Plot = horizontal
    ? { left: Math.min(labelWidth + 8, width / 3), top: 4, width: width - Math.min(labelWidth + 8, width / 3) - 12, height: svgHeight - 24 }
    : { left: 32, top: 10, width: width - 40, height: svgHeight - 30 };
  const band = (horizontal ? plot.height : plot.width) / Math.max(1, rows.length);
  const stride = horizontal ? 1 : labelStride(rows.length, labelWidth + 8, plot.width);
  const colorOf = new Map(series.map(({ key, color }) => [key, tokenColor(color)]));
  const nameOf = new Map(series.map(({ key, label }) => [key, label]));

  /** One bar: along the value axis from `from` to `to`, across in its slot of the row's band. */
  const bar = (rowIndex: number, segment: Segment<Key>) => {
    const thickness = (band * 0.7) / segment.slots;
    const across = rowIndex * band + band * 0.15 + segment.slot * thickness;
    const length = (segment.to - segment.from) * (horizontal ? plot.width : plot.height);
    return horizontal
      ? { x: plot.left + segment.from * plot.width, y: plot.top + across, width: length, height: thickness }
      : { x: plot.left + across, y: plot.top + plot.height - segment.to * plot.height, width: thickness, height: length };
  };

  return (
    <div ref={ref} role="img" aria-label={ariaLabel} style={{ width: '100%', height }}>
      {width > 0 ? (
        <svg width={width} height={svgHeight} aria-hidden="true">
          {ticks.map((tick) => {
            const at = tick / top;
            return horizontal ? (
              <g key={tick}>
                <line x1={plot.left + at * plot.width} x2={plot.left + at * plot.width} y1={plot.top} y2={plot.top + plot.height} stroke={tokenColor('border.muted')} />
                <text x={plot.left + at * plot.width} y={plot.top + plot.height + 16} textAnchor="middle" style={textStyle}>{tick}</text>
              </g>
            ) : (
              <g key={tick}>
                <line x1={plot.left} x2={plot.left + plot.width} y1={plot.top + plot.height - at * plot.height} y2={plot.top + plot.height - at * plot.height} stroke={tokenColor('border.muted')} />
                <text x={plot.left - 6} y={plot.top + plot.height - at * plot.height} dy="0.35em" textAnchor="end" style={textStyle}>{tick}</text>
              </g>
            );
          })}
          {rows.map((row, rowIndex) => (
            <g key={row.label}>
              {rowIndex % stride === 0 ? (
                horizontal ? (
                  <text x={plot.left - 6} y={plot.top + (rowIndex + 0.5) * band} dy="0.35em" textAnchor="end" style={textStyle}>{row.label}</text>
                ) : (
                  <text x={plot.left + (rowIndex + 0.5) * band} y={plot.top + plot.height + 18} textAnchor="middle" style={textStyle}>{row.label}</text>
                )
              ) : null}
              {rowSegments(row.values, top, stacked).filter((segment) => segment.value > 0).map((segment) => (
                <rect key={segment.key} {...bar(rowIndex, segment)} fill={colorOf.get(segment.key)}>
                  <title>{`${row.label} · ${nameOf.get(segment.key) ?? ''}: ${segment.value}`}</title>
                </rect>
              ))}
            </g>
          ))}
        </svg>
      ) : null}
      {legend ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 16, fontSize: 13, height: LEGEND_HEIGHT, alignItems: 'center' }}>
          {series.map(({ key, label, color }) => (
            <span key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span style={{ width: 10, height: 10, background: tokenColor(color), display: 'inline-block' }} />
              {label}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
