import { Skeleton, Text } from '@emind/web-ui';
import { useAppointmentRefund } from '@emind/web-payments';

/** In the cancel confirmation, before the patient confirms: what will be refunded, how and when (the server's figures). */
export function CancelRefundNotice({ appointmentId, open }: { appointmentId: number; open: boolean }) {
  const refund = useAppointmentRefund(appointmentId, open);
  if (refund.isPending) return <Skeleton height="40px" aria-label="Calculando el reembolso" />;
  if (refund.isError) return <Text fontSize="sm" color="fg.muted">No pudimos calcular el reembolso ahora; se aplicará la política de cancelación de tu profesional.</Text>;
  return <Text fontWeight="semibold" data-testid="cancel-refund-notice">{refund.data.message}</Text>;
}

