import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { chileToday } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack } from '@emind/web-ui';
import { useDownloadCertificate } from '../api/download-certificate.ts';
import { acceptsRangeEnd, rangeProblem } from './range-rules.ts';

interface RangeValues {
  from: string;
  to: string;
}

const REQUIRED_DATE = 'Ingresa una fecha';

/** A range of dates (at most 12 months) whose paid sessions go in one certificate (PDF) or a ZIP with the boletas. */
export function CertificateRangeForm() {
  const today = chileToday(new Date());
  const download = useDownloadCertificate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RangeValues>({ defaultValues: { from: `${today.slice(0, 4)}-01-01`, to: today } });
  const { errors } = form.formState;

  const submit = (format: 'pdf' | 'zip') => form.handleSubmit(async ({ from, to }) => {
    setRefusal(null);
    const problem = rangeProblem(from, to);
    if (problem) return form.setError('to', { type: 'range', message: problem });
    try {
      await download.mutateAsync({ from, to, format });
    } catch (error) {
      const byField = error instanceof ApiError ? error.fieldErrors : {};
      if (byField.from?.[0]) form.setError('from', { type: 'server', message: byField.from[0] });
      if (byField.to?.[0]) form.setError('to', { type: 'server', message: byField.to[0] });
      if (byField.from?.[0] || byField.to?.[0]) return;
      setRefusal((error instanceof ApiError && error.status < 500 && error.detail) || 'No se pudo generar el certificado. Intenta de nuevo.');
    }
  });
  const date = (end: 'from' | 'to') => ({ required: REQUIRED_DATE, validate: (value: string) => acceptsRangeEnd(end, value) || REQUIRED_DATE });

  return (
    <form onSubmit={(event) => void submit('pdf')(event)} noValidate aria-label="Certificado por rango de fechas">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root required invalid={Boolean(errors.from)}>
            <Field.Label>Desde</Field.Label>
            <Input type="date" max={today} {...form.register('from', date('from'))} />
            <Field.ErrorText>{errors.from?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.to)}>
            <Field.Label>Hasta</Field.Label>
            <Input type="date" {...form.register('to', date('to'))} />
            <Field.HelperText>Hasta 12 meses por certificado.</Field.HelperText>
            <Field.ErrorText>{errors.to?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {refusal ? <Alert.Root status="error" role="alert" rounded="md"><Alert.Indicator /><Alert.Title>{refusal}</Alert.Title></Alert.Root> : null}
        <HStack gap="2" wrap="wrap" justify="flex-end">
          <Button type="button" variant="outline" size="sm" loading={download.isPending && download.variables.format === 'zip'}
            onClick={(event) => void submit('zip')(event)}>
            Descargar ZIP (certificado y boletas)
          </Button>
          <Button type="submit" colorPalette="brand" size="sm" loading={download.isPending && download.variables.format !== 'zip'}>
            Descargar certificado (PDF)
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
