export { BarSeriesChart, tokenColor, type BarSeriesChartProps, type ChartRow, type ChartSeries } from './bar-series-chart.tsx';
