export { BarSeriesChart, type BarSeriesChartProps, type ChartRow, type ChartSeries } from './bar-series-chart.tsx';
