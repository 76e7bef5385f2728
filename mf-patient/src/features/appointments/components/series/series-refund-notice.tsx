import { useQueries } from '@tanstack/react-query';
import type { Appointment } from '@emind/contracts';
import { clientCancellableStatuses, describeSeriesCancellationRefund } from '@emind/domain';
import { getAppointmentRefundQueryOptions } from '@emind/web-payments';
import { Skeleton, Text } from '@emind/web-ui';
import { useClientAppointments } from '../../api/get-client-appointments';

/** The sessions 'Cancelar esta y las siguientes' cancels, as the server chooses them: this one and the later ones still cancellable. */
function followingSessions(all: readonly Appointment[], pivot: Appointment, now: number): Appointment[] {
  const from = new Date(pivot.starts_at).getTime();
  return all.filter((session) => session.series_id === pivot.series_id && new Date(session.starts_at).getTime() >= from
    && new Date(session.starts_at).getTime() > now && clientCancellableStatuses.includes(session.status));
}

/** Before the patient confirms: what cancelling this session and the following ones refunds in total (the server's previews). */
export function SeriesRefundNotice({ appointment, openedAt }: { appointment: Appointment; openedAt: number }) {
  const list = useClientAppointments();
  const sessions = followingSessions(list.data ?? [appointment], appointment, openedAt);
  const refunds = useQueries({ queries: sessions.map((session) => getAppointmentRefundQueryOptions(session.id)) });
  if (refunds.some((refund) => refund.isPending)) return <Skeleton height="40px" aria-label="Calculando el reembolso" />;
  const known = refunds.flatMap((refund) => (refund.data ? [{ amount: refund.data.refund_amount, percent: refund.data.refund_percent, reason: refund.data.reason }] : []));
  if (known.length < refunds.length) return <Text fontSize="sm" color="fg.muted">No pudimos calcular el reembolso ahora; se aplicará la política de cancelación de tu profesional.</Text>;
  return <Text fontWeight="semibold" mt="2" data-testid="series-refund-notice">{describeSeriesCancellationRefund(known, appointment.payment_detail.payment_method)}</Text>;
}
