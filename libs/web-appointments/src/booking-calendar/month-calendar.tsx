import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AvailableDay } from '@emind/domain';
import { formatLongDate } from '@emind/domain';
import { Box, Button, Grid, HStack, IconButton, Text } from '@emind/web-ui';
import { canShowMonth, dayToFocus, monthWeeks, shiftMonth } from './calendar-month.ts';

const WEEKDAYS = ['Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá', 'Do'];
/** 'Noviembre de 2026'. */
const monthTitle = (month: string) => {
  const title = new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`));
  return title.charAt(0).toUpperCase() + title.slice(1);
};

interface MonthCalendarProps {
  month: string;
  currentMonth: string;
  today: string;
  days: readonly AvailableDay[];
  selected: string | null;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
  /** Takes the focus on the day grid's tab stop when drawn (the booking modal starts there). */
  focusOnOpen?: boolean;
}

/**
 * Monday first; only days with free slots can be chosen, past days never. The day grid is one tab stop (the
 * selected day, else the first free one); the arrows, Home and End move between free days, Enter or Space
 * chooses.
 */
export function MonthCalendar({ month, currentMonth, today, days, selected, onMonthChange, onSelect, focusOnOpen = false }: MonthCalendarProps) {
  const free = new Set(days.map((day) => day.date));
  const choosable = monthWeeks(month).flat().filter((date): date is string => date !== null && free.has(date) && date >= today);
  const [focused, setFocused] = useState<string | null>(null);
  const tabStop = [focused, selected].find((date) => date !== null && choosable.includes(date)) ?? choosable[0] ?? null;
  const grid = useRef<HTMLDivElement>(null);
  // Once, when drawn: the days often arrive after the dialog opened, when it has already focused something else.
  useEffect(() => {
    if (focusOnOpen) grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [focusOnOpen]);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = event.target instanceof HTMLElement ? event.target.dataset.date : undefined;
    const to = from ? dayToFocus(from, event.key, choosable) : null;
    if (!to) return;
    event.preventDefault();
    setFocused(to);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${to}"]`)?.focus();
  };
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const hasSlotsThisMonth = days.some((day) => day.date.startsWith(month));
  return (
    <Box>
      <HStack justify="space-between" mb="2">
        <IconButton aria-label="Mes anterior" variant="ghost" size="sm" disabled={!canShowMonth(previous, days, currentMonth) || previous < currentMonth} onClick={() => onMonthChange(previous)}>‹</IconButton>
        <Text fontWeight="semibold" aria-live="polite">{monthTitle(month)}</Text>
        <IconButton aria-label="Mes siguiente" variant="ghost" size="sm" disabled={!canShowMonth(next, days, currentMonth) || !days.some((day) => day.date > `${month}-31`)} onClick={() => onMonthChange(next)}>›</IconButton>
      </HStack>
      <Grid ref={grid} templateColumns="repeat(7, 1fr)" gap="1" role="group" aria-label={`Días de ${monthTitle(month)}`} onKeyDown={moveFocus}>
        {WEEKDAYS.map((day) => <Text key={day} textAlign="center" fontSize="xs" color="fg.muted" aria-hidden>{day}</Text>)}
        {monthWeeks(month).flat().map((date, index) =>
          date === null ? (
            <Box key={`pad-${index}`} />
          ) : (
            <Button
              key={date}
              size="sm"
              variant={date === selected ? 'solid' : free.has(date) ? 'subtle' : 'ghost'}
              colorPalette="brand"
              disabled={!free.has(date) || date < today}
              aria-pressed={date === selected}
              aria-label={formatLongDate(`${date}T12:00:00Z`)}
              data-date={date}
              tabIndex={date === tabStop ? 0 : -1}
              // Where the dialog's focus trap starts when the days are already there as it opens.
              data-autofocus={focusOnOpen && date === tabStop ? '' : undefined}
              onClick={() => onSelect(date)}
            >
              {Number(date.slice(8))}
            </Button>
          ),
        )}
      </Grid>
      {!hasSlotsThisMonth ? <Text mt="2" fontSize="sm" color="fg.muted">No hay horarios disponibles para este mes.</Text> : null}
    </Box>
  );
}
