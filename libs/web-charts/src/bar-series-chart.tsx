import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

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

/** Bars of whole-number counts per row; the one chart the dashboards draw. Load it lazily: it carries recharts. */
export function BarSeriesChart<Key extends string>({
  data, series, stacked = false, horizontal = false, ariaLabel, height = 260,
}: BarSeriesChartProps<Key>) {
  const chart = useChart<ChartRow<Key>>({
    data,
    series: series.map(({ key, label, color }) => ({
      name: key, label, color, ...(stacked ? { stackId: 'total' } : {}),
    })),
  });
  const valueAxis = { allowDecimals: false, tickLine: false, axisLine: false, stroke: chart.color('border') };
  const labelAxis = { dataKey: chart.key('label'), tickLine: false, stroke: chart.color('border') };
  return (
    <Chart.Root chart={chart} maxH={`${height}px`} role="img" aria-label={ariaLabel}>
      <BarChart data={chart.data} layout={horizontal ? 'vertical' : 'horizontal'}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? <XAxis type="number" {...valueAxis} /> : <XAxis {...labelAxis} />}
        {horizontal ? <YAxis type="category" width={48} {...labelAxis} /> : <YAxis {...valueAxis} />}
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
        {series.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={String(item.name)}
            fill={chart.color(item.color)}
            {...(item.stackId ? { stackId: item.stackId } : {})}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
