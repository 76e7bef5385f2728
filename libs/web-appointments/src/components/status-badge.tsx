import type { AppointmentStatus } from '@emind/domain';
import { appointmentStatusLabels } from '@emind/domain';
import { Badge } from '@emind/web-ui';

/** One colour per status, in every area (legend of the agenda, lists, details). */
export const statusPalette: Record<AppointmentStatus, string> = {
  PENDING_PAYMENT: 'orange',
  PAYMENT_UPLOADED: 'yellow',
  PAYMENT_VERIFIED: 'cyan',
  CONFIRMED: 'green',
  COMPLETED: 'blue',
  CANCELLED: 'red',
  NO_SHOW: 'gray',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" rounded="full" px="2.5">
      {appointmentStatusLabels[status]}
    </Badge>
  );
}
