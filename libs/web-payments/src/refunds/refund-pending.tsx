import { formatClp } from '@emind/domain';
import { Badge, Text } from '@emind/web-ui';
import { useAppointmentRefund } from './get-appointment-refund.ts';

/** The amount a cancelled appointment's refund is for, as its cancellation recorded it; null until known. */
function useRefundDue(appointmentId: number): string | null {
  const refund = useAppointmentRefund(appointmentId, true);
  return refund.data?.state === 'due' ? formatClp(refund.data.refund_amount) : null;
}

/** 'Reembolso pendiente $X': the patient's line, or the admin's badge beside 'Marcar reembolsado'. */
export function RefundPending({ appointmentId, as = 'text' }: { appointmentId: number; as?: 'text' | 'badge' }) {
  const amount = useRefundDue(appointmentId);
  const label = amount ? `Reembolso pendiente ${amount}` : 'Reembolso pendiente';
  if (as === 'badge') return <Badge colorPalette="orange" variant="outline" data-testid="refund-pending">{label}</Badge>;
  return <Text color="orange.700" data-testid="refund-pending">{label}</Text>;
}
