import type { Slot } from '@emind/domain';
import { Box, Button, Grid, Text } from '@emind/web-ui';

interface SlotGridProps {
  slots: readonly Slot[];
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
}

/**
 * As many columns as the space beside (or under) the calendar holds; a lone slot keeps a button's width. The chosen
 * slot is filled and ticked, so it reads as chosen without telling colours apart.
 */
export function SlotGrid({ slots, selected, onSelect }: SlotGridProps) {
  if (slots.length === 0) return <Text color="fg.muted">Selecciona un día con horarios disponibles.</Text>;
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(7.5rem, 1fr))" gap="2" role="group" aria-label="Horarios disponibles">
      {slots.map((slot) => {
        const active = selected?.start_time === slot.start_time;
        return (
          <Button
            key={slot.start_time}
            variant={active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={active}
            onClick={() => onSelect(slot)}
          >
            {slot.start_time} – {slot.end_time}
            {active ? <Box as="span" aria-hidden="true">✓</Box> : null}
          </Button>
        );
      })}
    </Grid>
  );
}
