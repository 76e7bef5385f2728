import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

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

/**
 * A Chakra token as the CSS variable the page's Chakra system defines ('teal.solid' → --chakra-colors-teal-solid).
 * The chart reads the theme through CSS only: a lazily loaded chunk of a federated remote would otherwise carry
 * a second Chakra instance without its provider.
 */
export const tokenColor = (token: string): string => `var(--chakra-colors-${token.replaceAll('.', '-')})`;

const axisStyle = { fontSize: 12, fill: tokenColor('fg.muted') };
const tooltipStyle = {
  background: tokenColor('bg.panel'),
  border: `1px solid ${tokenColor('border')}`,
  borderRadius: 6,
  color: tokenColor('fg'),
  fontSize: 13,
};

/** Bars of whole-number counts per row; the one chart the dashboards draw. Load it lazily: it carries recharts. */
export function BarSeriesChart<Key extends string>({
  data, series, stacked = false, horizontal = false, ariaLabel, height = 260,
}: BarSeriesChartProps<Key>) {
  const valueAxis = { allowDecimals: false, tickLine: false, axisLine: false, tick: axisStyle };
  const labelAxis = { dataKey: 'label', tickLine: false, tick: axisStyle, stroke: tokenColor('border') };
  return (
    <div role="img" aria-label={ariaLabel} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout={horizontal ? 'vertical' : 'horizontal'}>
          <CartesianGrid stroke={tokenColor('border.muted')} vertical={horizontal} horizontal={!horizontal} />
          {horizontal ? <XAxis type="number" {...valueAxis} /> : <XAxis {...labelAxis} />}
          {horizontal ? <YAxis type="category" width={48} {...labelAxis} /> : <YAxis width={32} {...valueAxis} />}
          <Tooltip cursor={{ fill: tokenColor('bg.muted') }} contentStyle={tooltipStyle} isAnimationActive={false} />
          {series.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} />}
          {series.map(({ key, label, color }) => (
            <Bar
              key={key}
              name={label}
              dataKey={key}
              fill={tokenColor(color)}
              isAnimationActive={false}
              {...(stacked ? { stackId: 'total' } : {})}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
