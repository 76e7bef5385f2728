import { useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { formatClp } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Alert, Badge, Button, ConfirmDialog, Heading, HStack, Spinner, Stack, Table, Text, toast } from '@emind/web-ui';
import { AppointmentStatusBadge } from '../components/status-badge.tsx';
import { appointmentWhen } from '../format.ts';
import { actionLabels, actionsFor, type PaymentAction } from './payment-actions.ts';
import { PaymentDetailDialog } from './payment-detail-dialog.tsx';
import { PaymentsFilters } from './payments-filters.tsx';
import { RefundPending } from '../refunds/refund-pending.tsx';
import { usePayments, useUpdatePaymentStatus, useMarkRefunded, type PaymentFilters, type PaymentsRole } from './payments-api.ts';

const titles: Record<PaymentsRole, string> = { admin: 'Verificación de Pagos (Admin)', psychologist: 'Mis Pagos Pendientes' };

function loadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'No tienes permisos para acceder a este recurso';
    return `Error ${error.status}: ${error.detail ?? 'Error al cargar las citas'}`;
  }
  return 'Error al cargar las citas';
}

const pending: Record<PaymentAction, { status: 'PAYMENT_VERIFIED' | 'CONFIRMED'; title: string; question: string; done: string; failed: string }> = {
  verify: {
    status: 'PAYMENT_VERIFIED', title: 'Verificar pago', question: '¿Confirmas que recibiste la transferencia de esta cita?',
    done: 'Pago verificado correctamente', failed: 'Error al verificar el pago',
  },
  confirm: {
    status: 'CONFIRMED', title: 'Confirmar cita', question: '¿Confirmas esta cita? Ambas partes recibirán el enlace a la videollamada.',
    done: 'Pago verificado y cita confirmada correctamente', failed: 'Error al confirmar la cita',
  },
};

/** Spec 2 'Payment verification page', the same for the admin (every psychologist) and a psychologist (their own). */
export function PaymentsPage({ role }: { role: PaymentsRole }) {
  const [filters, setFilters] = useState<PaymentFilters>({ start_date: '', end_date: '', status: '' });
  const payments = usePayments(role, filters);
  const update = useUpdatePaymentStatus();
  const refund = useMarkRefunded();
  const [detail, setDetail] = useState<Appointment | null>(null);
  const [asked, setAsked] = useState<{ appointment: Appointment; action: PaymentAction } | null>(null);

  const run = () => {
    if (!asked || update.isPending) return;
    const step = pending[asked.action];
    update.mutate(
      { id: asked.appointment.id, status: step.status },
      {
        onSuccess: () => {
          toast.success(step.done);
          if (step.status === 'CONFIRMED') setTimeout(() => void payments.refetch(), 300);
        },
        onError: (error) => toast.error(error instanceof ApiError && error.status === 403 && error.detail ? error.detail : step.failed),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">{titles[role]}</Heading>
      {role === 'admin' ? <Text color="fg.muted">Citas de todos los psicólogos con pago pendiente o verificado.</Text> : null}
      <PaymentsFilters value={filters} onChange={setFilters} onRefresh={() => void payments.refetch()} refreshing={payments.isFetching} />
      {payments.isPending ? <Spinner color="brand.500" aria-label="Cargando las citas" /> : null}
      {payments.isError ? (
        <Alert.Root status="error" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{loadError(payments.error)}</Alert.Title>
          <Button size="sm" onClick={() => void payments.refetch()}>Reintentar</Button>
        </Alert.Root>
      ) : null}
      {payments.data && role === 'admin' ? (
        <Alert.Root status="info" rounded="md"><Alert.Indicator /><Alert.Title>Mostrando {payments.data.length} citas de verificación de pagos para todos los psicólogos</Alert.Title></Alert.Root>
      ) : null}
      {payments.data?.length === 0 ? <Text color="fg.muted">No hay citas con pagos por revisar.</Text> : null}
      {payments.data && payments.data.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Cita</Table.ColumnHeader>
                <Table.ColumnHeader>Paciente</Table.ColumnHeader>
                {role === 'admin' ? <Table.ColumnHeader>Psicólogo</Table.ColumnHeader> : null}
                <Table.ColumnHeader>Fecha</Table.ColumnHeader>
                <Table.ColumnHeader>Monto</Table.ColumnHeader>
                <Table.ColumnHeader>Estado</Table.ColumnHeader>
                <Table.ColumnHeader>Acciones</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payments.data.map((appointment) => (
                <Table.Row key={appointment.id} data-testid="payment-row" aria-label={`Cita ${appointment.code}`}>
                  <Table.Cell>{appointment.code}</Table.Cell>
                  <Table.Cell>{appointment.client_name}</Table.Cell>
                  {role === 'admin' ? <Table.Cell>{appointment.psychologist_name}</Table.Cell> : null}
                  <Table.Cell>{appointmentWhen(appointment)}</Table.Cell>
                  <Table.Cell>{formatClp(appointment.payment_amount)}</Table.Cell>
                  <Table.Cell>
                    <Stack gap="1" align="flex-start">
                      <AppointmentStatusBadge status={appointment.status} />
                      {role === 'psychologist' && appointment.is_first_appointment ? <Badge colorPalette="purple" variant="outline">Requiere validación de admin</Badge> : null}
                      {role === 'admin' && appointment.payment_overdue ? <Badge colorPalette="red" variant="outline">Pago vencido</Badge> : null}
                      {role === 'admin' && appointment.refund_pending ? <RefundPending appointmentId={appointment.id} as="badge" /> : null}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      <Button size="xs" variant="outline" onClick={() => setDetail(appointment)}>Ver detalle</Button>
                      {actionsFor(appointment, role).map((action) => (
                        <Button key={action} size="xs" colorPalette="brand" disabled={update.isPending} onClick={() => setAsked({ appointment, action })}>
                          {actionLabels[action]}
                        </Button>
                      ))}
                      {role === 'admin' && appointment.refund_pending ? (
                        <Button size="xs" variant="outline" loading={refund.isPending} onClick={() => refund.mutate(appointment.id)}>Marcar reembolsado</Button>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {detail ? <PaymentDetailDialog appointment={detail} role={role} onClose={() => setDetail(null)} /> : null}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? pending[asked.action].title : ''}
        confirmLabel={asked ? actionLabels[asked.action] : ''}
        loading={update.isPending}
        onClose={() => setAsked(null)}
        onConfirm={run}
      >
        {asked ? `${pending[asked.action].question} (${asked.appointment.code}, ${asked.appointment.client_name})` : null}
      </ConfirmDialog>
    </Stack>
  );
}
