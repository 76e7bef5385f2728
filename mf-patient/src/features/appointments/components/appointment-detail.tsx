import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { Appointment } from '@emind/contracts';
import { clientCancellableStatuses, formatClp, isReceivedStatus, verifiableStatuses } from '@emind/domain';
import { Alert, Button, ConfirmDialog, Heading, Separator, Stack, Text } from '@emind/web-ui';
import { ScreenDialog } from '@emind/web-ui/dialogs';
import { AppointmentStatusBadge, appointmentWhen, RescheduleAction, StatusHistory } from '@emind/web-appointments';
import { CardRefunded, getAppointmentRefundQueryOptions, PaymentDetails, RefundPending } from '@emind/web-payments';
import { paths } from '../../../config/paths';
import { getClientAppointmentsQueryOptions } from '../api/get-client-appointments';
import { useCancelAppointment } from '../api/cancel-appointment';
import { CancelRefundNotice } from './cancel-refund-notice';
import { JoinSession } from './join-session';
import { ProofUpload } from './proof-upload';
import { CancelFollowingAction } from './series/cancel-following-action';

/** The detail modal of 'Mis Citas': status, payment, history, and what the patient can do now. */
export function AppointmentDetail({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const cancel = useCancelAppointment();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const started = new Date(appointment.starts_at).getTime() <= openedAt;
  const cancellable = clientCancellableStatuses.includes(appointment.status) && !started;
  const awaitingPayment = verifiableStatuses.includes(appointment.status);

  return (
    <>
      <ScreenDialog title={`Cita ${appointment.code}`} onClose={onClose} closeButton
        footer={
          <>
            <RescheduleAction appointment={appointment}
              onRescheduled={() => void queryClient.invalidateQueries({ queryKey: getClientAppointmentsQueryOptions().queryKey })} />
            {cancellable ? <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>{appointment.series_id === null ? 'Cancelar cita' : 'Cancelar esta sesión'}</Button> : null}
            {cancellable ? <CancelFollowingAction appointment={appointment} onDone={onClose} /> : null}
            <Button onClick={onClose}>Cerrar</Button>
          </>
        }
      >
        <Stack gap="4">
          <Stack gap="1">
            <AppointmentStatusBadge status={appointment.status} />
            <Text fontWeight="semibold">{appointment.psychologist_name}</Text>
            <Text>{appointmentWhen(appointment)}</Text>
            <Text>Monto: {formatClp(appointment.payment_amount)}</Text>
            {appointment.refund_pending ? <RefundPending appointmentId={appointment.id} /> : null}
            {appointment.status === 'CANCELLED' && appointment.payment_detail.payment_method === 'credit_card' ? <CardRefunded appointmentId={appointment.id} /> : null}
            {isReceivedStatus(appointment.status) ? (
              <Button asChild size="sm" variant="outline" alignSelf="flex-start">
                <RouterLink to={paths.certificates.getHref()}>Certificado para reembolso y boleta</RouterLink>
              </Button>
            ) : null}
            {appointment.status === 'CANCELLED' ? null : (
              <Button asChild size="sm" variant="outline" alignSelf="flex-start">
                <RouterLink to={paths.conversationWith.getHref(appointment.psychologist)}>Enviar mensaje</RouterLink>
              </Button>
            )}
          </Stack>
          <JoinSession appointment={appointment} />
          {awaitingPayment && appointment.payment_detail.payment_method === 'credit_card' ? (
            <>
              <Separator />
              <Heading as="h3" size="sm">Pago con tarjeta (Webpay)</Heading>
              <Text fontSize="sm">Tu hora queda reservada mientras pagas; si el pago no se completó, puedes intentarlo de nuevo.</Text>
              <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
                <RouterLink to={paths.cardPayment.getHref(appointment.id)}>Pagar con tarjeta</RouterLink>
              </Button>
            </>
          ) : awaitingPayment ? (
            <>
              <Separator />
              <Heading as="h3" size="sm">Dónde pagar</Heading>
              <PaymentDetails info={appointment.payment_info} />
              <Heading as="h3" size="sm">Comprobante de pago</Heading>
              {appointment.payment_proof_url ? <Text fontSize="sm">Ya subiste un comprobante; puedes reemplazarlo mientras no se verifique.</Text> : null}
              <ProofUpload appointmentId={appointment.id} />
            </>
          ) : null}
          <Separator />
          <Heading as="h3" size="sm">Historial</Heading>
          <StatusHistory history={appointment.history} />
          {cancel.isError ? (
            <Alert.Root status="error" rounded="md"><Alert.Indicator /><Alert.Title>No pudimos cancelar tu cita. Por favor, intenta de nuevo.</Alert.Title></Alert.Root>
          ) : null}
        </Stack>
      </ScreenDialog>
      <ConfirmDialog
        open={confirming}
        title="Cancelar cita"
        confirmLabel="Sí, cancelar"
        confirmPalette="red"
        loading={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(appointment.id, {
          onSuccess: () => void queryClient.invalidateQueries({ queryKey: getAppointmentRefundQueryOptions(appointment.id).queryKey }),
          onSettled: () => setConfirming(false),
        })}
      >
        <Stack gap="3">
          <Text>¿Estás seguro de que deseas cancelar esta cita?</Text>
          {confirming ? <CancelRefundNotice appointmentId={appointment.id} open={confirming} /> : null}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
