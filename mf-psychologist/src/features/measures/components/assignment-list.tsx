import { useState } from 'react';
import type { Assignment, InstrumentDto } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { Button, ConfirmDialog, HStack, Stack, Text, toast } from '@emind/web-ui';
import { useDeleteAssignment } from '../api/delete-assignment.ts';

/** The running assignments, each with 'Quitar' (asked first; the answers stay in the history). */
export function AssignmentList({ patientId, assignments, instruments }: { patientId: number; assignments: readonly Assignment[]; instruments: readonly InstrumentDto[] }) {
  const remove = useDeleteAssignment(patientId);
  const [asking, setAsking] = useState<Assignment | null>(null);
  const nameOf = (assignment: Assignment) => instruments.find((instrument) => instrument.id === assignment.instrument)?.name ?? assignment.instrument;
  if (assignments.length === 0) return <Text color="fg.muted" fontSize="sm">No hay cuestionarios asignados.</Text>;

  const confirm = async () => {
    if (!asking) return;
    const done = await remove.mutateAsync(asking.id).then(() => true, () => false);
    if (done) toast.success('Cuestionario quitado');
    else toast.error('No se pudo quitar el cuestionario');
    setAsking(null);
  };

  return (
    <>
      <Stack as="ul" gap={2} listStyleType="none" data-testid="assignment-list">
        {assignments.map((assignment) => (
          <HStack as="li" key={assignment.id} justify="space-between" borderWidth="1px" borderRadius="md" p={3} gap={3}>
            <Stack gap={0}>
              <Text fontWeight="semibold">{nameOf(assignment)} · {assignment.schedule_display}</Text>
              <Text fontSize="sm" color="fg.muted">Asignado el {formatLongDate(assignment.created_at)}</Text>
            </Stack>
            <Button size="sm" variant="outline" colorPalette="red" aria-label={`Quitar ${nameOf(assignment)}`} onClick={() => setAsking(assignment)}>Quitar</Button>
          </HStack>
        ))}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title="Quitar cuestionario"
        confirmLabel="Quitar"
        confirmPalette="red"
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        {asking ? `¿Deseas quitar el ${nameOf(asking)} (${asking.schedule_display})? El paciente dejará de recibirlo; sus respuestas quedan en el historial.` : null}
      </ConfirmDialog>
    </>
  );
}
