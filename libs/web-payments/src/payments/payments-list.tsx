import type { Appointment } from '@emind/contracts';
import { formatClp } from '@emind/domain';
import { Badge, Button, HStack, Stack } from '@emind/web-ui';
import { RowList, type RowField } from '@emind/web-ui/lists';
import { AppointmentStatusBadge, appointmentWhen } from '@emind/web-appointments';
import { RefundPending } from '../refunds/refund-pending.tsx';
import { actionLabels, actionsFor, type PaymentAction } from './payment-actions.ts';
import type { PaymentsRole } from './payments-api.ts';

interface PaymentsListProps {
  appointments: readonly Appointment[];
  role: PaymentsRole;
  busy: boolean;
  refunding: boolean;
  onDetail: (appointment: Appointment) => void;
  onAction: (appointment: Appointment, action: PaymentAction) => void;
  onRefunded: (appointment: Appointment) => void;
}

/** The appointments whose payment is to review: a table on a wide screen, a card each on a phone. */
export function PaymentsList({ appointments, role, busy, refunding, onDetail, onAction, onRefunded }: PaymentsListProps) {
  const fields: RowField<Appointment>[] = [
    { label: 'Cita', value: (appointment) => appointment.code },
    { label: 'Paciente', value: (appointment) => appointment.client_name },
    ...(role === 'admin' ? [{ label: 'Psicólogo', value: (appointment: Appointment) => appointment.psychologist_name }] : []),
    { label: 'Fecha', value: appointmentWhen },
    { label: 'Monto', value: (appointment) => formatClp(appointment.payment_amount) },
    {
      label: 'Estado',
      value: (appointment) => (
        <Stack gap="1" align="flex-start">
          <AppointmentStatusBadge status={appointment.status} />
          {role === 'psychologist' && appointment.is_first_appointment ? <Badge colorPalette="purple" variant="outline">Requiere validación de admin</Badge> : null}
          {role === 'admin' && appointment.payment_overdue ? <Badge colorPalette="red" variant="outline">Pago vencido</Badge> : null}
          {role === 'admin' && appointment.refund_pending ? <RefundPending appointmentId={appointment.id} as="badge" /> : null}
        </Stack>
      ),
    },
    {
      label: 'Acciones',
      actions: true,
      value: (appointment) => (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => onDetail(appointment)}>Ver detalle</Button>
          {actionsFor(appointment, role).map((action) => (
            <Button key={action} size="xs" colorPalette="brand" disabled={busy} onClick={() => onAction(appointment, action)}>{actionLabels[action]}</Button>
          ))}
          {role === 'admin' && appointment.refund_pending ? (
            <Button size="xs" variant="outline" loading={refunding} onClick={() => onRefunded(appointment)}>Marcar reembolsado</Button>
          ) : null}
        </HStack>
      ),
    },
  ];
  return (
    <RowList
      rows={appointments}
      fields={fields}
      rowKey={(appointment) => appointment.id}
      label="Citas con pago por revisar"
      rowLabel={(appointment) => `Cita ${appointment.code}`}
      testId="payment-row"
    />
  );
}
