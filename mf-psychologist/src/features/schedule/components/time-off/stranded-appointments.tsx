import { Link as RouterLink } from 'react-router-dom';
import type { StrandedAppointment } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { Alert, Badge, Button, ConfirmDialog, HStack, Link, Stack, Text } from '@emind/web-ui';
import { useState } from 'react';
import { useCancelStrandedAppointment } from '../../api/cancel-stranded-appointment.ts';

interface StrandedAppointmentsProps {
  items: StrandedAppointment[];
  /** Mi Agenda on the appointment's day, where its drawer reschedules it. */
  agendaHref: (date: string) => string;
}

/** Sessions already booked on days now closed: 'Reprogramar' or 'Cancelar' each. */
export function StrandedAppointments({ items, agendaHref }: StrandedAppointmentsProps) {
  const cancel = useCancelStrandedAppointment();
  const [confirming, setConfirming] = useState<StrandedAppointment | null>(null);
  if (items.length === 0) return null;

  return (
    <Stack gap={3} data-testid="stranded-appointments">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          {items.length === 1 ? 'Tienes 1 cita agendada' : `Tienes ${items.length} citas agendadas`} en días sin atención. Reprográmalas o cancélalas.
        </Alert.Title>
      </Alert.Root>
      <Stack as="ul" gap={2} listStyleType="none">
        {items.map((item) => (
          <HStack as="li" key={item.id} justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="md" p={3} gap={3}>
            <Stack gap={0}>
              <Text fontWeight="semibold">{item.client_name}</Text>
              <Text fontSize="sm">{formatLongDate(`${item.date}T12:00:00Z`)}, {item.start_time} – {item.end_time}</Text>
              <HStack gap={2}>
                <Badge colorPalette="orange">{item.closed_because}</Badge>
                <Badge>{item.status_display}</Badge>
              </HStack>
            </Stack>
            <HStack gap={2}>
              <Link asChild fontSize="sm" fontWeight="semibold" color="brand.700">
                <RouterLink to={agendaHref(item.date)}>Reprogramar</RouterLink>
              </Link>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(item)}>Cancelar</Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      {cancel.isError ? <Text role="alert" color="red.600" fontSize="sm">No se pudo cancelar la cita. Inténtalo de nuevo.</Text> : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Cancelar cita"
        confirmLabel="Cancelar cita"
        confirmPalette="red"
        loading={cancel.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && cancel.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
      >
        {confirming ? (
          <Text>
            Se cancelará la cita de {confirming.client_name} del {formatLongDate(`${confirming.date}T12:00:00Z`)} y se le avisará por correo.
            {confirming.paid ? ' Como ya está pagada, quedará con reembolso pendiente.' : ''}
          </Text>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
