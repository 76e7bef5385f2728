import type { Slot } from '@emind/domain';
import { Button, SimpleGrid, Text } from '@emind/web-ui';

interface SlotGridProps {
  slots: readonly Slot[];
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
}

export function SlotGrid({ slots, selected, onSelect }: SlotGridProps) {
  if (slots.length === 0) return <Text color="fg.muted">Selecciona un día con horarios disponibles.</Text>;
  return (
    <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" role="group" aria-label="Horarios disponibles">
      {slots.map((slot) => {
        const active = selected?.start_time === slot.start_time;
        return (
          <Button key={slot.start_time} variant={active ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={active} onClick={() => onSelect(slot)}>
            {slot.start_time} – {slot.end_time}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
