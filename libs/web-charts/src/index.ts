export { BarSeriesChart, type BarSeriesChartProps, type ChartRow, type ChartSeries } from './bar-series-chart.tsx';
export { ProvidedBarSeriesChart } from './provided-bar-series-chart.tsx';
