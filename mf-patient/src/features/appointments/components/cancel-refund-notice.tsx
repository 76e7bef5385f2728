import { formatClp } from '@emind/domain';
import { Skeleton, Text } from '@emind/web-ui';
import { useAppointmentRefund } from '../api/get-appointment-refund';

/** In the cancel confirmation, before the patient confirms: what will be refunded, how and when (the server's figures). */
export function CancelRefundNotice({ appointmentId, open }: { appointmentId: number; open: boolean }) {
  const refund = useAppointmentRefund(appointmentId, open);
  if (refund.isPending) return <Skeleton height="40px" aria-label="Calculando el reembolso" />;
  if (refund.isError) return <Text fontSize="sm" color="fg.muted">No pudimos calcular el reembolso ahora; se aplicará la política de cancelación de tu profesional.</Text>;
  return <Text fontWeight="semibold" data-testid="cancel-refund-notice">{refund.data.message}</Text>;
}

/** 'Reembolso pendiente $X' once cancelled, with the amount its cancellation recorded. */
export function RefundPending({ appointmentId }: { appointmentId: number }) {
  const refund = useAppointmentRefund(appointmentId, true);
  const amount = refund.data?.state === 'due' ? refund.data.refund_amount : null;
  return (
    <Text color="orange.700" data-testid="refund-pending">
      Reembolso pendiente{amount !== null ? ` ${formatClp(amount)}` : ''}
    </Text>
  );
}
