import { useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { ApiError } from '@emind/web-api';
import { Alert, ConfirmDialog, Heading, Spinner, Stack, Text, toast } from '@emind/web-ui';
import { actionLabels, type PaymentAction } from './payment-actions.ts';
import { PaymentDetailDialog } from './payment-detail-dialog.tsx';
import { PaymentsFilters } from './payments-filters.tsx';
import { PaymentsList } from './payments-list.tsx';
import { usePayments, useUpdatePaymentStatus, useMarkRefunded, type PaymentFilters, type PaymentsRole } from './payments-api.ts';
import { LoadError } from '@emind/web-ui/lists';

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
        <LoadError message={loadError(payments.error)} onRetry={() => void payments.refetch()} />
      ) : null}
      {payments.data && role === 'admin' ? (
        <Alert.Root status="info" rounded="md"><Alert.Indicator /><Alert.Title>Mostrando {payments.data.length} citas de verificación de pagos para todos los psicólogos</Alert.Title></Alert.Root>
      ) : null}
      {payments.data?.length === 0 ? <Text color="fg.muted">No hay citas con pagos por revisar.</Text> : null}
      {payments.data && payments.data.length > 0 ? (
        <PaymentsList
          appointments={payments.data}
          role={role}
          busy={update.isPending}
          refunding={refund.isPending}
          onDetail={setDetail}
          onAction={(appointment, action) => setAsked({ appointment, action })}
          onRefunded={(appointment) => refund.mutate(appointment.id)}
        />
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
