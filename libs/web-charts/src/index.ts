export { BarSeriesChart, type BarSeriesChartProps, type ChartRow, type ChartSeries } from './bar-series-chart.tsx';
export { tokenColor } from './chart-style.ts';
export { ScoreTrendChart, type ScoreTrendChartProps, type TrendBand, type TrendMarker, type TrendPoint } from './score-trend-chart.tsx';
