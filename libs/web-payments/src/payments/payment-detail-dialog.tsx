import type { Appointment } from '@emind/contracts';
import { formatClp, formatLongDateTime } from '@emind/domain';
import { Box, SimpleGrid, Stack, Tabs, Text } from '@emind/web-ui';
import { ScreenDialog } from '@emind/web-ui/dialogs';
import { AppointmentStatusBadge, appointmentWhen, StatusHistory } from '@emind/web-appointments';
import type { PaymentsRole } from './payments-api.ts';
import { ProofPreview } from './proof-preview.tsx';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text>{value}</Text>
    </Box>
  );
}

/** The payment's detail with tabs 'Información' and 'Comprobante'. */
export function PaymentDetailDialog({ appointment, role, onClose }: { appointment: Appointment; role: PaymentsRole; onClose: () => void }) {
  return (
    <ScreenDialog title={`Pago de la cita ${appointment.code}`} onClose={onClose} size="xl" closeButton>
      <Tabs.Root defaultValue="info">
        <Tabs.List>
          <Tabs.Trigger value="info">Información</Tabs.Trigger>
          <Tabs.Trigger value="proof">Comprobante</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="info">
          <Stack gap="4">
            <AppointmentStatusBadge status={appointment.status} />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Item label="Paciente" value={`${appointment.client_name} · ${appointment.client_data.email}${appointment.client_data.phone ? ` · ${appointment.client_data.phone}` : ''}`} />
              {role === 'admin' ? <Item label="Psicólogo asignado" value={appointment.psychologist_name} /> : null}
              <Item label="Fecha" value={appointmentWhen(appointment)} />
              <Item label="Monto" value={formatClp(appointment.payment_amount)} />
              <Item label="Pago a" value={appointment.is_first_appointment ? 'Cuenta de e-mind (primera sesión)' : 'Cuenta del psicólogo'} />
              <Item label="Referencia" value={appointment.payment_detail.transaction_id} />
              <Item label="Comprobante subido" value={appointment.payment_detail.payment_date ? formatLongDateTime(appointment.payment_detail.payment_date) : 'Aún no'} />
            </SimpleGrid>
            <StatusHistory history={appointment.history} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="proof">
          <ProofPreview appointment={appointment} />
        </Tabs.Content>
      </Tabs.Root>
    </ScreenDialog>
  );
}
