import { formatChileTime } from '@emind/domain';
import { useEffect, useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { Button, Field, HStack, Stack, Text, Textarea, toast } from '@emind/web-ui';
import { useAddAppointmentNotes } from '../api/add-appointment-notes.ts';
import { NoteVersions } from './note-versions.tsx';

interface PrivateNotesProps {
  appointment: Appointment;
  onSaved: (appointment: Appointment) => void;
  /** Whether there is text not yet saved: the drawer asks before closing over it. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Clinical notes (Ley 20.584): the session's record, the psychologist's to write; the patient may ask for a copy. */
export function PrivateNotes({ appointment, onSaved, onDirtyChange }: PrivateNotesProps) {
  const save = useAddAppointmentNotes();
  const saved = appointment.psychologist_notes ?? '';
  const [notes, setNotes] = useState(saved);
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const dirty = notes !== saved;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Leaving the page (a reload, another address) over unsaved text gets the browser's own question.
  useEffect(() => {
    if (!dirty) return;
    const keep = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', keep);
    return () => window.removeEventListener('beforeunload', keep);
  }, [dirty]);
  const submit = () => {
    const toastId = toast.loading('Guardando notas...');
    save.mutate({ id: appointment.id, psychologist_notes: notes }, {
      onSuccess: (updated) => {
        toast.success('Notas guardadas correctamente', { id: toastId });
        setLastSaved(formatChileTime(new Date().toISOString()));
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
        <Field.HelperText>
          Son la ficha clínica de esta sesión. El paciente no las ve en la plataforma, pero por ley (Ley 20.584) puede
          pedir una copia de su ficha: la recibe al descargar sus datos.
        </Field.HelperText>
      </Field.Root>
      <HStack justify="flex-end" gap={3} wrap="wrap">
        <Text role="status" fontSize="sm" color={dirty ? 'orange.700' : 'green.700'}>
          {dirty ? 'Cambios sin guardar' : lastSaved ? `Notas guardadas a las ${lastSaved}` : ''}
        </Text>
        <Button size="sm" colorPalette="brand" loading={save.isPending} disabled={!dirty} onClick={submit}>
          Guardar notas
        </Button>
      </HStack>
      <NoteVersions appointmentId={appointment.id} />
    </Stack>
  );
}
