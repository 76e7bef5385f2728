import { Box, HStack, Text } from '@emind/web-ui';
import { statusPalette } from '@emind/web-appointments';
import { legendLabels } from '../lib/agenda-labels.ts';

export function AgendaLegend() {
  return (
    <HStack gap={4} wrap="wrap" fontSize="sm" data-testid="agenda-legend">
      <Text fontWeight="semibold">Estado de citas:</Text>
      {legendLabels.map(([status, label]) => (
        <HStack key={status} gap={1.5}>
          <Box w={3} h={3} rounded="sm" colorPalette={statusPalette[status]} bg="colorPalette.solid" aria-hidden />
          <Text>{label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
