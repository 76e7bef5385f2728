import { useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { Button, Field, Stack, Textarea, toast } from '@emind/web-ui';
import { useAddAppointmentNotes } from '../api/add-appointment-notes.ts';
import { NoteVersions } from './note-versions.tsx';

/** Clinical notes (Ley 20.584): the psychologist's alone, never shown to the patient or an admin. */
export function PrivateNotes({ appointment, onSaved }: { appointment: Appointment; onSaved: (appointment: Appointment) => void }) {
  const save = useAddAppointmentNotes();
  const saved = appointment.psychologist_notes ?? '';
  const [notes, setNotes] = useState(saved);
  const submit = () => {
    const toastId = toast.loading('Guardando notas...');
    save.mutate({ id: appointment.id, psychologist_notes: notes }, {
      onSuccess: (updated) => {
        toast.success('Notas guardadas correctamente', { id: toastId });
        onSaved(updated);
      },
      onError: () => toast.error('Error al guardar las notas de la cita', { id: toastId }),
    });
  };
  return (
    <Stack gap={2}>
      <Field.Root>
        <Field.Label>Notas privadas</Field.Label>
        <Textarea rows={6} value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="Escribe tus notas de la sesión..." />
        <Field.HelperText>Solo tú puedes ver estas notas; el paciente no tiene acceso a ellas.</Field.HelperText>
      </Field.Root>
      <Button size="sm" alignSelf="flex-end" colorPalette="brand" loading={save.isPending} disabled={notes === saved} onClick={submit}>
        Guardar notas
      </Button>
      <NoteVersions appointmentId={appointment.id} />
    </Stack>
  );
}
