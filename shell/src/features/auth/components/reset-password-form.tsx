import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordMessages, passwordStrength } from '@emind/domain';
import { Alert, Button, Field, PasswordChecklist, PasswordInput, PasswordStrengthMeter, Stack, Text } from '@emind/web-ui';
import { resetError, resetMessages, useResetPassword } from '../api/reset-password.ts';
import { resetPasswordFormSchema, type ResetValues } from './auth-form-schemas.ts';

export function ResetPasswordForm({
  token,
  email,
  onDone,
  onInvalidToken,
}: {
  token: string;
  email: string;
  onDone: () => void;
  onInvalidToken: () => void;
}) {
  const mutation = useResetPassword();
  const { register, handleSubmit, formState, control, setError } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { new_password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'new_password' });
  const confirm = useWatch({ control, name: 'confirm' });
  const weak = password.length > 0 && passwordStrength(password).score < 3;

  const onSubmit = handleSubmit(async ({ new_password }) => {
    try {
      await mutation.mutateAsync({ token, email, new_password });
      onDone();
    } catch (error) {
      const failure = resetError(error);
      if (failure.code === 'INVALID_TOKEN') return onInvalidToken();
      if (failure.code === 'FIELD_ERRORS') setError('new_password', { type: 'server', message: failure.passwordErrors.join(' · ') });
    }
  });

  const failure = mutation.isError ? resetError(mutation.error) : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Cuenta: <strong>{email}</strong>
        </Text>
        {failure && failure.code !== 'FIELD_ERRORS' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure.message}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!formState.errors.new_password} required>
          <Field.Label>Nueva contraseña</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('new_password')} />
          <Field.ErrorText>{formState.errors.new_password?.message}</Field.ErrorText>
          <PasswordStrengthMeter password={password} />
          <PasswordChecklist password={password} />
        </Field.Root>
        {weak && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>{resetMessages.weak}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!formState.errors.confirm || (confirm.length > 0 && confirm !== password)} required>
          <Field.Label>Confirmar contraseña</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('confirm')} />
          <Field.ErrorText>
            {formState.errors.confirm?.message ?? (confirm.length > 0 && confirm !== password ? passwordMessages.mismatch : null)}
          </Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText="Restableciendo...">
          Restablecer contraseña
        </Button>
      </Stack>
    </form>
  );
}
