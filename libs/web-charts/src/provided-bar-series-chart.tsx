import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { BarSeriesChart, type BarSeriesChartProps } from './bar-series-chart.tsx';

/**
 * The chart inside its own Chakra context: a federated remote shares @emind/web-ui (which bundles Chakra) but
 * not @chakra-ui/react itself, so the lazily loaded chart sees another Chakra instance with no provider.
 */
export function ProvidedBarSeriesChart<Key extends string>(props: BarSeriesChartProps<Key>) {
  return (
    <ChakraProvider value={defaultSystem}>
      <BarSeriesChart {...props} />
    </ChakraProvider>
  );
}
