import { Badge } from '@emind/web-ui';
import type { AvailabilityLabel } from '../api/get-specialists';

const palette: Record<AvailabilityLabel, string> = {
  Disponible: 'green',
  'Agenda limitada': 'orange',
  'No disponible': 'gray',
};

/** decisions.md: the label summarises the next 14 days; absent means available (spec 1). */
export function AvailabilityBadge({ availability }: { availability: AvailabilityLabel | null | undefined }) {
  const label = availability && availability in palette ? availability : 'Disponible';
  return (
    <Badge colorPalette={palette[label]} variant="subtle" rounded="full" px="2.5">
      {label}
    </Badge>
  );
}
