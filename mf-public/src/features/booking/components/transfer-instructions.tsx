import type { Appointment } from '@emind/contracts';
import { Stack, Text } from '@emind/web-ui';
import { appointmentWhen } from '@emind/web-appointments';
import { PaymentDetails } from '@emind/web-payments';

/** What to transfer where, for an appointment held pending a transfer: after booking, or after leaving the card. */
export function TransferInstructions({ appointment }: { appointment: Appointment }) {
  return (
    <Stack gap="4">
      <Text>
        Tu cita con {appointment.psychologist_name} el {appointment.date ? appointmentWhen(appointment) : ''} quedó reservada y pendiente de pago.
      </Text>
      <PaymentDetails info={appointment.payment_info} />
      <Text fontSize="sm" color="fg.muted">Después de transferir, sube el comprobante desde Mis Citas.</Text>
    </Stack>
  );
}
