import { useForm } from 'react-hook-form';
import { Button, Field, HStack, Input } from '@emind/web-ui';

/** 'Código de verificación', as printed at the foot of the certificate. */
export function CodeForm({ initial, onVerify }: { initial: string; onVerify: (code: string) => void }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: initial } });
  const error = form.formState.errors.code;
  return (
    <form noValidate aria-label="Verificar certificado" onSubmit={(event) => void form.handleSubmit(({ code }) => onVerify(code.trim()))(event)}>
      <HStack gap="2" align="flex-end" wrap="wrap">
        <Field.Root required invalid={Boolean(error)} flex="1" minW="16rem">
          <Field.Label>Código de verificación</Field.Label>
          <Input autoComplete="off" spellCheck={false} {...form.register('code', { validate: (value) => value.trim() !== '' || 'Ingresa el código del certificado' })} />
          <Field.ErrorText>{error?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand">Verificar</Button>
      </HStack>
    </form>
  );
}
