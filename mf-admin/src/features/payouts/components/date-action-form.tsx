import { useState, type FormEvent } from 'react';
import { chileToday } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Button, Field, Flex, Input } from '@emind/web-ui';

interface DateActionFormProps {
  label: string;
  action: string;
  /** Sends the chosen date; a refusal is shown at the field. */
  onSubmit: (date: string) => Promise<unknown>;
  /** The answer's field the server names for this date ('to', 'paid_on'). */
  field: string;
  min?: string;
}

/** One date and one button: 'Crear lote' up to a date, 'Marcar pagado' on a date. Today by default, never later. */
export function DateActionForm({ label, action, onSubmit, field, min }: DateActionFormProps) {
  const today = chileToday(new Date());
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(date);
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors[field]?.[0] : undefined;
      setError(fieldError ?? ((failure instanceof ApiError && failure.status < 500 && failure.detail) || 'No se pudo guardar. Intenta de nuevo.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root w="auto" minW="44" invalid={error !== null}>
          <Field.Label>{label}</Field.Label>
          <Input type="date" value={date} max={today} min={min} onChange={(event) => setDate(event.target.value)} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy}>{action}</Button>
      </Flex>
    </form>
  );
}
