import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createAssignmentBody, type InstrumentDto } from '@emind/contracts';
import { measureScheduleLabels, measureSchedules } from '@emind/domain/measures';
import { ApiError } from '@emind/web-api';
import { Alert, Button, Field, NativeSelect, Stack, toast } from '@emind/web-ui';
import { useCreateAssignment } from '../api/create-assignment.ts';

const formSchema = createAssignmentBody.omit({ patient: true });
type FormValues = z.infer<typeof formSchema>;

/** 'Asignar cuestionario': which questionnaire and how often the patient answers it. */
export function AssignQuestionnaire({ patientId, instruments }: { patientId: number; instruments: readonly InstrumentDto[] }) {
  const create = useCreateAssignment(patientId);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { instrument: 'phq9', schedule: 'once' } });
  const onSubmit = form.handleSubmit(async (values) => {
    const created = await create.mutateAsync({ patient: patientId, ...values }).catch(() => null);
    if (created) toast.success(`${instruments.find((instrument) => instrument.id === created.instrument)?.name ?? ''} asignado: ${created.schedule_display}`);
  });
  // The server's reason in Spanish (409 already running, 404 not their patient, a field error).
  const refusal = create.error instanceof ApiError && create.error.status < 500 ? (create.error.detail ?? Object.values(create.error.fieldErrors).flat()[0]) : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Asignar cuestionario">
      <Stack gap={3} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root>
          <Field.Label>Cuestionario</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...form.register('instrument')}>
              {instruments.map((instrument) => <option key={instrument.id} value={instrument.id}>{instrument.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Frecuencia</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...form.register('schedule')}>
              {measureSchedules.map((schedule) => <option key={schedule} value={schedule}>{measureScheduleLabels[schedule]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand" flexShrink={0} loading={create.isPending}>Asignar</Button>
      </Stack>
      {create.isError ? (
        <Alert.Root status="error" role="alert" mt={3}>
          <Alert.Indicator />
          <Alert.Title>{refusal ?? 'No se pudo asignar el cuestionario. Por favor, intenta de nuevo.'}</Alert.Title>
        </Alert.Root>
      ) : null}
    </form>
  );
}
