import { formatTimeBlock, weekdayLabels } from '@emind/domain';
import { Box, HStack, Stack, Text } from '@emind/web-ui';
import { weekdays } from '@emind/domain';
import { type ScheduleState } from '../lib/schedule-model.ts';

/** The current schedule: each enabled day and its blocks, in 12-hour time. */
export function ScheduleView({ schedule }: { schedule: ScheduleState }) {
  const enabled = weekdays.filter((day) => schedule[day].enabled);
  if (enabled.length === 0) return <Text color="fg.muted">Aún no has configurado tus horarios de atención.</Text>;
  return (
    <Stack gap={2} data-testid="schedule-view">
      {enabled.map((day) => (
        <HStack key={day} align="flex-start" gap={4}>
          <Box w="28" fontWeight="semibold">{weekdayLabels[day]}</Box>
          <Text>
            {schedule[day].timeBlocks.map(formatTimeBlock).join(', ')}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
