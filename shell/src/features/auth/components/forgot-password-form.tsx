import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Input, Stack, Text } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { forgotMessages, requestResetError, useRequestPasswordReset } from '../api/request-password-reset.ts';
import { forgotPasswordFormSchema, type ForgotValues } from './auth-form-schemas.ts';

/** `redirect` travels in the mail's link, so the new password leads back to where the person was going. */
export function ForgotPasswordForm({ redirect = null }: { redirect?: string | null }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useRequestPasswordReset();
  const { register, handleSubmit, formState, reset } = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await mutation.mutateAsync({ email, redirect });
      setSentTo(email);
    } catch {
      // The message is rendered from mutation.error below.
    }
  });

  if (sentTo) {
    return (
      <Stack gap="4" role="status">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Correo enviado</Alert.Title>
            <Alert.Description>{forgotMessages.sent}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text fontSize="sm" color="fg.muted">
          ¿No lo recibiste? Revisa tu carpeta de spam o{' '}
          <Button
            variant="plain"
            size="sm"
            color="brand.600"
            px="0"
            onClick={() => {
              mutation.reset();
              reset({ email: sentTo });
              setSentTo(null);
            }}
          >
            intenta nuevamente
          </Button>
        </Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {mutation.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{requestResetError(mutation.error)}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Correo electrónico" error={formState.errors.email?.message} required>
          <Input type="email" autoComplete="email" placeholder="tu@correo.cl" {...register('email')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText="Enviando...">
          Enviar instrucciones
        </Button>
      </Stack>
    </form>
  );
}
