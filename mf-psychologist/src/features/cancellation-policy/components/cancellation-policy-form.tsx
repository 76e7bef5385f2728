import { zodResolver } from '@hookform/resolvers/zod';
import { cancellationPolicySchema, type CancellationPolicyInput } from '@emind/contracts';
import { describeCancellationPolicy, freeCancellationHoursOptions, lateCancellationRefundPercentOptions } from '@emind/domain';
import { useTransientFlag } from '@emind/web-account';
import { ApiError } from '@emind/web-api';
import { Alert, Button, HStack, NativeSelect, SavedBadge, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useUpdateCancellationPolicy } from '../api/update-cancellation-policy.ts';

const SAVED_MS = 3000;
const percentLabel = (percent: number): string => (percent === 0 ? 'Sin reembolso (0 %)' : percent === 100 ? 'Reembolso total (100 %)' : `La mitad (${percent} %)`);

/** A select of numbers: the form keeps the number, the element its text. */
function NumberSelect({ control, name, options, label }: {
  control: Control<CancellationPolicyInput>;
  name: keyof CancellationPolicyInput;
  options: readonly number[];
  label: (value: number) => string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field name={field.name} ref={field.ref} onBlur={field.onBlur} value={String(field.value)} onChange={(event) => field.onChange(Number(event.target.value))}>
            {options.map((value) => <option key={value} value={value}>{label(value)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}

/** The two choices, each one of the three values the contract allows; the sentence below is what patients read. */
export function CancellationPolicyForm({ initial }: { initial: CancellationPolicyInput }) {
  const update = useUpdateCancellationPolicy();
  const [saved, flashSaved] = useTransientFlag(SAVED_MS);
  const form = useForm<CancellationPolicyInput>({ resolver: zodResolver(cancellationPolicySchema), defaultValues: initial });
  const { errors } = form.formState;
  const current = useWatch({ control: form.control });
  const preview = cancellationPolicySchema.safeParse(current);

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await update.mutateAsync(values).catch(() => null);
    if (done) {
      form.reset(done);
      flashSaved();
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Política de cancelación">
      <Stack gap={3}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <FormField label="Cancelación gratuita hasta" error={errors.free_cancellation_hours?.message}>
            <NumberSelect control={form.control} name="free_cancellation_hours" options={freeCancellationHoursOptions} label={(hours) => `${hours} horas antes`} />
          </FormField>
          <FormField label="Si el paciente cancela después" error={errors.late_cancellation_refund_percent?.message}>
            <NumberSelect control={form.control} name="late_cancellation_refund_percent" options={lateCancellationRefundPercentOptions} label={percentLabel} />
          </FormField>
        </SimpleGrid>
        {preview.success ? <Text fontSize="sm" data-testid="cancellation-policy-summary">{describeCancellationPolicy(preview.data)}</Text> : null}
        <Text fontSize="sm" color="fg.muted">
          Si tú cancelas, o la cita se cancela por una ausencia tuya, el paciente recibe siempre el reembolso total. Cada cita conserva la política con la que se agendó.
        </Text>
        {update.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{(update.error instanceof ApiError && update.error.status < 500 && update.error.detail) || 'No se pudo guardar la política de cancelación.'}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack gap={3} justify="flex-end">
          <SavedBadge visible={saved} />
          <Button type="submit" colorPalette="brand" size="sm" loading={update.isPending}>Guardar política</Button>
        </HStack>
      </Stack>
    </form>
  );
}
