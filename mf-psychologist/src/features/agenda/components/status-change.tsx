import { useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { allowedPsychologistTransitions, appointmentStatusLabels, psychologistStatusTransitions, type AppointmentStatus } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Button, ConfirmDialog, Field, HStack, NativeSelect, Stack, Text, toast } from '@emind/web-ui';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status.ts';

/** Spec 2 §4: only the table's transitions, after 'Confirmar cambio de estado'; COMPLETED and NO_SHOW once started. */
export function StatusChange({ appointment, onUpdated }: { appointment: Appointment; onUpdated: (appointment: Appointment) => void }) {
  const update = useUpdateAppointmentStatus();
  const [openedAt] = useState(() => Date.now());
  const started = new Date(appointment.starts_at).getTime() <= openedAt;
  const options = allowedPsychologistTransitions(appointment.status, started);
  const [choice, setChoice] = useState<AppointmentStatus | ''>('');
  const [asking, setAsking] = useState(false);

  if (!psychologistStatusTransitions[appointment.status]) {
    return <Text fontSize="sm" color="fg.muted">El estado de esta cita no se puede cambiar desde la agenda.</Text>;
  }
  const label = choice ? appointmentStatusLabels[choice] : '';
  const change = () => {
    if (!choice) return;
    const toastId = toast.loading(`Cambiando estado a: ${label}...`);
    update.mutate({ id: appointment.id, status: choice }, {
      onSuccess: (updated) => {
        toast.success(`Estado actualizado a: ${label}`, { id: toastId });
        setChoice('');
        onUpdated(updated);
      },
      onError: (error) => {
        const detail = error instanceof ApiError ? error.detail : null;
        toast.error(detail ? `Error: ${detail}` : 'Error al actualizar el estado de la cita', { id: toastId });
      },
      onSettled: () => setAsking(false),
    });
  };

  return (
    <Stack gap={2}>
      <HStack align="flex-end" gap={2}>
        <Field.Root flex="1">
          <Field.Label>Cambiar estado</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={choice} onChange={(event) => setChoice(event.target.value as AppointmentStatus | '')}>
              <option value="">Selecciona un estado</option>
              {options.map((status) => <option key={status} value={status}>{appointmentStatusLabels[status]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" colorPalette="brand" disabled={!choice} onClick={() => setAsking(true)}>Aplicar</Button>
      </HStack>
      {started ? null : (
        <Text fontSize="xs" color="fg.muted">Podrás marcarla como Completada o No asistió una vez iniciada la sesión.</Text>
      )}
      <ConfirmDialog
        open={asking}
        title="Confirmar cambio de estado"
        confirmLabel="Confirmar"
        loading={update.isPending}
        onClose={() => setAsking(false)}
        onConfirm={change}
      >
        ¿Estás seguro que deseas cambiar el estado de la cita a "{label}"?
      </ConfirmDialog>
    </Stack>
  );
}
