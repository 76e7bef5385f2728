import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ANSWERING_HOURS_MAX_CHARS } from '@emind/domain';
import { Button, Field, HStack, Input } from '@emind/web-ui';
import { getMessagingSettings, MESSAGING_KEY, saveMessagingSettings } from './messaging-api.ts';

/** The psychologist's answering hours, shown to their patients above the conversation. */
export function AnsweringHoursForm() {
  const settings = useQuery({ queryKey: [MESSAGING_KEY, 'settings'], queryFn: getMessagingSettings });
  if (settings.isError) return null;
  // Drawn at once, disabled until the saved hours arrive, so the conversations under it do not move when they do.
  return settings.isSuccess ? <HoursForm key="loaded" initial={settings.data.answering_hours ?? ''} /> : <HoursForm key="loading" initial="" disabled />;
}

function HoursForm({ initial, disabled = false }: { initial: string; disabled?: boolean }) {
  const save = useMutation({ mutationFn: saveMessagingSettings });
  const [hours, setHours] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(hours);
  };
  return (
    <form onSubmit={onSubmit}>
      <Field.Root>
        <Field.Label>Horario en que respondes mensajes (lo ven tus pacientes)</Field.Label>
        <HStack w="full">
          <Input value={hours} disabled={disabled} maxLength={ANSWERING_HOURS_MAX_CHARS} placeholder="Ej.: lunes a viernes, de 9:00 a 18:00" onChange={(event) => setHours(event.target.value)} />
          <Button type="submit" disabled={disabled} loading={save.isPending}>Guardar</Button>
        </HStack>
        {save.isSuccess ? <Field.HelperText role="status">Horario guardado.</Field.HelperText> : null}
      </Field.Root>
    </form>
  );
}
