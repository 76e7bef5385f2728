import type { Appointment } from '@emind/contracts';
import type { LatestOf } from '../lib/measures-labels.ts';
import { minutesOf, type ScheduleConfig } from '@emind/domain';
import { Box, Grid, Text } from '@emind/web-ui';
import { hourRows, placeDay, weekdayOf, type HourSpan } from '../lib/agenda-calendar.ts';
import { columnLabel, dayLabel, hourLabel } from '../lib/agenda-labels.ts';
import { AppointmentBlock, HOUR_ROW_PX } from './appointment-block.tsx';

interface TimeGridProps {
  dates: readonly string[];
  span: HourSpan;
  appointments: readonly Appointment[];
  schedule: ScheduleConfig | undefined;
  today: string;
  latestOf: LatestOf;
  onOpen: (appointment: Appointment) => void;
}

/** The schedule's opening hours of a day, shaded behind its appointments. */
function ScheduleBlocks({ date, span, schedule }: { date: string; span: HourSpan; schedule: ScheduleConfig | undefined }) {
  return (schedule?.[weekdayOf(date)]?.timeBlocks ?? []).map((block) => {
    const start = minutesOf(block.startTime) ?? 0;
    const end = minutesOf(block.endTime) || 24 * 60;
    return (
      <Box
        key={block.startTime}
        data-testid="schedule-block"
        position="absolute"
        insetX={0}
        bg="brand.50"
        style={{ top: `${((start - span.first * 60) / 60) * HOUR_ROW_PX}px`, height: `${((end - start) / 60) * HOUR_ROW_PX}px` }}
      />
    );
  });
}

/** Week (seven columns, Monday first) or desktop day (one column): an hour column and a column per day. */
export function TimeGrid({ dates, span, appointments, schedule, today, latestOf, onOpen }: TimeGridProps) {
  const hours = hourRows(span);
  const height = hours.length * HOUR_ROW_PX;
  const lines = `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_ROW_PX - 1}px, var(--chakra-colors-border-muted) ${HOUR_ROW_PX - 1}px, var(--chakra-colors-border-muted) ${HOUR_ROW_PX}px)`;
  return (
    <Box borderWidth="1px" rounded="md" overflowX="auto" bg="bg" data-testid="agenda-grid">
      <Grid templateColumns={`64px repeat(${dates.length}, minmax(${dates.length > 1 ? '96px' : '0'}, 1fr))`} minW={dates.length > 1 ? '760px' : undefined}>
        <Box borderBottomWidth="1px" />
        {dates.map((date) => (
          <Box key={date} borderBottomWidth="1px" borderStartWidth="1px" py={2} textAlign="center" bg={date === today ? 'brand.100' : undefined}>
            <Text fontSize="sm" fontWeight="semibold" textTransform={dates.length > 1 ? 'capitalize' : undefined} aria-current={date === today ? 'date' : undefined}>
              {dates.length > 1 ? columnLabel(date) : dayLabel(date)}
            </Text>
          </Box>
        ))}
        <Box position="relative" style={{ height: `${height}px` }} data-testid="agenda-hours">
          {hours.map((hour, index) => (
            <Text key={hour} position="absolute" right={2} fontSize="xs" color="fg.muted" style={{ top: `${index * HOUR_ROW_PX + 2}px` }}>
              {hourLabel(hour)}
            </Text>
          ))}
        </Box>
        {dates.map((date) => (
          <Box
            key={date}
            role="group"
            aria-label={dayLabel(date)}
            data-testid={`agenda-day-${date}`}
            position="relative"
            borderStartWidth="1px"
            style={{ height: `${height}px`, backgroundImage: lines }}
          >
            <ScheduleBlocks date={date} span={span} schedule={schedule} />
            {placeDay(appointments.filter((appointment) => appointment.date === date), span).map((placement) => (
              <AppointmentBlock key={placement.item.id} placement={placement} latest={latestOf(placement.item)} onOpen={onOpen} />
            ))}
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
