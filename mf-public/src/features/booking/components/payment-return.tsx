import type { AppointmentPayment } from '@emind/contracts';
import { formatClp, formatLongDateTime } from '@emind/domain';
import { Alert, Box, Button, Heading, Link, Spinner, Stack, Text } from '@emind/web-ui';
import { appointmentWhen } from '@emind/web-appointments';
import { Link as RouterLink } from 'react-router-dom';
import { useAppointmentPayment, usePaidAppointment } from '../api/get-appointment-payment';
import { usePayByTransfer } from '../api/pay-by-transfer';
import { useStartWebpay } from '../api/start-webpay';
import { bookingErrorMessage } from './booking-error';
import { TransferInstructions } from './transfer-instructions';

const MY_APPOINTMENTS = '/dashboard/appointments';

/** Why a card payment did not go through, in the patient's words. */
function notPaidTitle(status: AppointmentPayment['status']): string {
  if (status === 'ABORTED') return 'Anulaste el pago';
  if (status === 'TIMED_OUT') return 'El tiempo para pagar se agotó';
  return 'El pago fue rechazado';
}

function Approved({ payment }: { payment: AppointmentPayment }) {
  const appointment = usePaidAppointment(payment.appointment, true);
  // Drawn once the session is in too, so its lines do not push the payment's down when they arrive.
  if (appointment.isPending) return <Spinner color="brand.500" aria-label="Cargando el pago" />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">Pago aprobado</Heading>
      <Alert.Root status="success" rounded="md">
        <Alert.Indicator />
        <Alert.Title>Tu sesión quedó confirmada.</Alert.Title>
      </Alert.Root>
      {appointment.data ? (
        <Text>Sesión con {appointment.data.psychologist_name}, {appointmentWhen(appointment.data)}.</Text>
      ) : null}
      <Text>
        Pagaste {formatClp(payment.amount)}{payment.card_last4 ? ` con la tarjeta terminada en ${payment.card_last4}` : ''}
        {payment.authorization_code ? ` (código de autorización ${payment.authorization_code})` : ''}. Te enviamos la confirmación por correo.
      </Text>
      {appointment.data?.series_id ? (
        <Text>Cada sesión de tu serie semanal se paga por separado desde Mis Citas, antes de su fecha límite.</Text>
      ) : null}
      {appointment.data?.meeting_link ? (
        <Text>
          Enlace de tu sesión: <Link href={appointment.data.meeting_link} color="brand.700">{appointment.data.meeting_link}</Link>
        </Text>
      ) : null}
      <Box>
        <Button asChild colorPalette="brand"><RouterLink to={MY_APPOINTMENTS}>Ir a Mis Citas</RouterLink></Button>
      </Box>
    </Stack>
  );
}

/** After leaving the card for a transfer: the same instructions the booking modal gives. */
function PayingByTransfer({ appointment }: { appointment: number }) {
  const booked = usePaidAppointment(appointment, true);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">Pagarás por transferencia</Heading>
      {booked.data ? <TransferInstructions appointment={booked.data} /> : <Spinner color="brand.500" aria-label="Cargando los datos de la transferencia" />}
      <Box><Button asChild colorPalette="brand"><RouterLink to={MY_APPOINTMENTS}>Ir a Mis Citas</RouterLink></Button></Box>
    </Stack>
  );
}

/**
 * A card payment that did not go through, or (status null) one not started yet: a weekly series' later session, or a
 * booking whose trip to Webpay did not begin, reached from Mis Citas' 'Pagar con tarjeta'.
 */
function NotPaid({ payment }: { payment: AppointmentPayment }) {
  const retry = useStartWebpay();
  const toTransfer = usePayByTransfer();
  const failed = retry.error ?? toTransfer.error;
  const started = payment.status !== null;
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">{started ? notPaidTitle(payment.status) : 'Paga tu sesión con tarjeta'}</Heading>
      <Text>{started ? 'No se realizó ningún cargo y tu cita sigue pendiente de pago.' : `Tu cita está pendiente de pago: ${formatClp(payment.amount)}.`}</Text>
      {failed ? (
        <Alert.Root status="error" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{bookingErrorMessage(failed)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {payment.can_retry ? (
        <>
          <Text>
            {started
              ? 'Puedes intentarlo de nuevo o pagar por transferencia mientras tu hora siga reservada.'
              : `Paga con tarjeta de crédito, débito o prepago en Webpay, o por transferencia, antes del ${formatLongDateTime(payment.hold_expires_at)}.`}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="brand" loading={retry.isPending} onClick={() => { toTransfer.reset(); retry.mutate(payment.appointment); }}>
              {started ? 'Reintentar pago' : 'Pagar con tarjeta'}
            </Button>
            <Button variant="outline" loading={toTransfer.isPending} onClick={() => { retry.reset(); toTransfer.mutate(payment.appointment); }}>Pagar por transferencia</Button>
          </Stack>
        </>
      ) : (
        <>
          <Text>La reserva de tu hora terminó. Puedes elegir otra hora con tu especialista.</Text>
          <Box><Button asChild colorPalette="brand"><RouterLink to={MY_APPOINTMENTS}>Ir a Mis Citas</RouterLink></Button></Box>
        </>
      )}
    </Stack>
  );
}

/** '/pago/{id}': where Transbank's return lands (the gateway's 303): approved, or why not and what to do next. */
export function PaymentReturn({ appointment }: { appointment: number }) {
  const payment = useAppointmentPayment(appointment);
  let content;
  if (payment.isPending) content = <Spinner color="brand.500" aria-label="Cargando el pago" />;
  else if (payment.isError) content = <Text role="alert">No encontramos este pago. Revisa tus citas en Mis Citas.</Text>;
  else if (payment.data.appointment_status === 'CONFIRMED' && payment.data.status === 'AUTHORIZED') content = <Approved payment={payment.data} />;
  else if (payment.data.method === 'transfer' && payment.data.appointment_status === 'PENDING_PAYMENT') content = <PayingByTransfer appointment={appointment} />;
  else if (payment.data.status === 'COMMITTING' || payment.data.status === 'INITIALIZED') {
    content = <Text role="status">Estamos confirmando tu pago con Transbank…</Text>;
  } else if (payment.data.status === 'REFUNDED' || payment.data.status === 'PARTIALLY_REFUNDED' || (payment.data.status === 'AUTHORIZED' && payment.data.appointment_status !== 'CONFIRMED')) {
    content = (
      <Stack gap="4">
        <Heading as="h1" size="xl">Tu hora ya no estaba disponible</Heading>
        <Text>El pago llegó cuando la reserva había terminado; pedimos a Transbank devolver {formatClp(payment.data.amount)} a tu tarjeta y te avisamos por correo.</Text>
      </Stack>
    );
  } else content = <NotPaid payment={payment.data} />;
  return <Box maxW="2xl" mx="auto" px="4" py="10">{content}</Box>;
}
