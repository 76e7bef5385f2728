import { zodResolver } from '@hookform/resolvers/zod';
import { createTimeOffBody } from '@emind/contracts';
import { TIME_OFF_REASON_MAX, timeOffMessages } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack } from '@emind/web-ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateTimeOff } from '../../api/create-time-off.ts';

const formSchema = createTimeOffBody.refine((value) => value.starts_on <= value.ends_on, { message: timeOffMessages.order, path: ['ends_on'] });
type FormValues = z.input<typeof formSchema>;

/** 'Agregar ausencia': from, to and a private reason (the overview then lists the sessions booked inside). */
export function TimeOffForm({ today }: { today: string }) {
  const create = useCreateTimeOff();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { starts_on: '', ends_on: '', reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const created = await create.mutateAsync(values).catch(() => null);
    if (created) form.reset();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Agregar ausencia">
      <Stack gap={3} borderWidth="1px" borderRadius="md" p={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <Field.Root required invalid={Boolean(errors.starts_on)}>
            <Field.Label>Desde</Field.Label>
            <Input type="date" min={today} {...form.register('starts_on')} />
            <Field.ErrorText>{errors.starts_on?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.ends_on)}>
            <Field.Label>Hasta</Field.Label>
            <Input type="date" min={today} {...form.register('ends_on')} />
            <Field.ErrorText>{errors.ends_on?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.reason)}>
          <Field.Label>Motivo (privado, opcional)</Field.Label>
          <Input maxLength={TIME_OFF_REASON_MAX} placeholder="Vacaciones, congreso..." {...form.register('reason')} />
          <Field.HelperText>Solo tú lo ves.</Field.HelperText>
          <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
        </Field.Root>
        {create.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{(create.error instanceof ApiError && create.error.status < 500 && create.error.detail) || 'No se pudo guardar la ausencia.'}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" size="sm" loading={create.isPending}>Agregar ausencia</Button>
        </HStack>
      </Stack>
    </form>
  );
}
