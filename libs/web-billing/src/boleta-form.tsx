import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { boletaFieldsSchema, type Boleta } from '@emind/contracts';
import { BOLETA_MAX_BYTES, billingMessages, chileToday } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack, toast } from '@emind/web-ui';
import { useAttachBoleta } from './boleta-api.ts';

interface BoletaFormValues {
  folio: string;
  issued_on: string;
  file: FileList | null;
}

const fieldNames = ['folio', 'issued_on', 'file'] as const;
// The refusals the API words as a `detail` (a 409 for a folio already used, 413/415 for a file) and the field each is about.
const detailField: Record<string, (typeof fieldNames)[number]> = {
  [billingMessages.folioTaken]: 'folio',
  [billingMessages.issuedOnFuture]: 'issued_on',
  [billingMessages.fileNotPdf]: 'file',
  [billingMessages.fileTooLarge]: 'file',
};

/** The contract's own rule for one field, as react-hook-form's `validate`. */
const contractRule = (field: 'folio' | 'issued_on') => (value: string) =>
  boletaFieldsSchema.shape[field].safeParse(value).error?.issues[0]?.message ?? true;

function checkFile(files: FileList | null): true | string {
  const file = files?.[0];
  if (!file) return true;
  if (file.type && file.type !== 'application/pdf') return billingMessages.fileNotPdf;
  return file.size > BOLETA_MAX_BYTES ? billingMessages.fileTooLarge : true;
}

/** Puts the server's refusal under its field (a field map, or a detail about one field); true when it found one. */
function showAtField(error: unknown, setError: UseFormSetError<BoletaFormValues>): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const field of fieldNames) {
    const message = error.fieldErrors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message });
      matched = true;
    }
  }
  const field = error.detail ? (detailField[error.detail] ?? (error.status === 413 || error.status === 415 ? 'file' : undefined)) : undefined;
  if (!matched && field && error.detail) {
    setError(field, { type: 'server', message: error.detail });
    matched = true;
  }
  return matched;
}

interface BoletaFormProps {
  appointmentId: number;
  /** The boleta already attached, whose folio and date the form starts from (sending again replaces them). */
  current?: Boleta | null;
  onSaved?: (boleta: Boleta) => void;
}

/** 'Adjuntar boleta': folio, fecha de emisión and, optionally, the SII's PDF (the same form for psychologists and admins). */
export function BoletaForm({ appointmentId, current = null, onSaved }: BoletaFormProps) {
  const attach = useAttachBoleta();
  const today = chileToday(new Date());
  const form = useForm<BoletaFormValues>({
    defaultValues: { folio: current?.folio ?? '', issued_on: current?.issued_on ?? today, file: null },
  });
  const { errors } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ folio, issued_on, file }) => {
    setRefusal(null);
    try {
      const boleta = await attach.mutateAsync({ appointmentId, folio: folio.trim(), issued_on, file: file?.[0] ?? null });
      toast.success(`Boleta N° ${boleta.folio} registrada`);
      form.reset({ folio: boleta.folio, issued_on: boleta.issued_on, file: null });
      onSaved?.(boleta);
    } catch (error) {
      if (showAtField(error, form.setError)) return;
      setRefusal((error instanceof ApiError && error.status < 500 && error.detail) || 'No se pudo guardar la boleta. Intenta de nuevo.');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={current ? 'Reemplazar boleta' : 'Adjuntar boleta'}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root required invalid={Boolean(errors.folio)}>
            <Field.Label>Folio</Field.Label>
            <Input inputMode="numeric" autoComplete="off" {...form.register('folio', { validate: contractRule('folio') })} />
            <Field.ErrorText>{errors.folio?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.issued_on)}>
            <Field.Label>Fecha de emisión</Field.Label>
            <Input type="date" max={today}
              {...form.register('issued_on', {
                validate: (value) => {
                  const rule = contractRule('issued_on')(value);
                  if (rule !== true) return rule;
                  return value <= today || billingMessages.issuedOnFuture;
                },
              })} />
            <Field.ErrorText>{errors.issued_on?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.file)}>
          <Field.Label>Boleta en PDF (opcional)</Field.Label>
          <Input type="file" accept="application/pdf" p="1" {...form.register('file', { validate: checkFile })} />
          {errors.file ? null : <Field.HelperText>{current?.file_url ? 'Si no eliges otro archivo, se mantiene el PDF adjunto.' : 'El PDF que emitiste en el SII, de hasta 5 MB.'}</Field.HelperText>}
          <Field.ErrorText>{errors.file?.message}</Field.ErrorText>
        </Field.Root>
        {refusal ? (
          <Alert.Root status="error" role="alert" rounded="md"><Alert.Indicator /><Alert.Title>{refusal}</Alert.Title></Alert.Root>
        ) : null}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" size="sm" loading={attach.isPending}>{current ? 'Reemplazar boleta' : 'Guardar boleta'}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
