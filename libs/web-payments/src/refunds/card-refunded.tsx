import { useQuery } from '@tanstack/react-query';
import type { AppointmentPayment } from '@emind/contracts';
import { formatClp } from '@emind/domain';
import { apiRequest } from '@emind/web-api';
import { Text } from '@emind/web-ui';

/** What Transbank gave back of the appointment's card payment (refunds done), or 0. */
export const refundedByCard = (payment: Pick<AppointmentPayment, 'refunds'> | undefined): number =>
  (payment?.refunds ?? []).filter((refund) => refund.status === 'DONE').reduce((total, refund) => total + refund.amount, 0);

/**
 * 'Reembolsado $X' on a cancelled appointment paid by card, once Transbank gave the money back (the payments service
 * refunds it by the policy without a person). Until then booking's 'Reembolso pendiente $X' is shown instead.
 */
export function CardRefunded({ appointmentId }: { appointmentId: number }) {
  const payment = useQuery({
    queryKey: ['payments', 'appointment', appointmentId],
    queryFn: () => apiRequest<AppointmentPayment>(`/payments/appointments/${appointmentId}/`),
  });
  const amount = refundedByCard(payment.data);
  return amount > 0 ? <Text color="green.700" data-testid="card-refunded">Reembolsado {formatClp(amount)} a tu tarjeta</Text> : null;
}
