import { Button, Heading, HStack, Stack } from '@emind/web-ui';
import type { AgendaView } from '../lib/agenda-calendar.ts';

interface AgendaToolbarProps {
  title: string;
  view: AgendaView;
  /** Under 768 px the week cannot be chosen (spec 3 'Mi Agenda'). */
  weekAllowed: boolean;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onView: (view: AgendaView) => void;
}

export function AgendaToolbar({ title, view, weekAllowed, onStep, onToday, onView }: AgendaToolbarProps) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} gap={3}>
      <HStack gap={2} wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onStep(-1)} aria-label={view === 'week' ? 'Semana anterior' : 'Día anterior'}>‹ Anterior</Button>
        <Button size="sm" variant="outline" onClick={onToday}>Hoy</Button>
        <Button size="sm" variant="outline" onClick={() => onStep(1)} aria-label={view === 'week' ? 'Semana siguiente' : 'Día siguiente'}>Siguiente ›</Button>
        <Heading as="h2" size="md" data-testid="agenda-range">{title}</Heading>
      </HStack>
      <HStack gap={0} role="group" aria-label="Vista">
        <Button size="sm" roundedEnd="0" variant={view === 'day' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={view === 'day'} onClick={() => onView('day')}>
          Día
        </Button>
        <Button
          size="sm"
          roundedStart="0"
          variant={view === 'week' ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={view === 'week'}
          disabled={!weekAllowed}
          title={weekAllowed ? undefined : 'La vista semanal requiere una pantalla más ancha'}
          onClick={() => onView('week')}
        >
          Semana
        </Button>
      </HStack>
    </Stack>
  );
}
