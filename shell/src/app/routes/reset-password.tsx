import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { redirectOf } from '@emind/domain';
import { Alert, Button, Stack, Text } from '@emind/web-ui';
import { Loader } from '@emind/web-ui/static';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useVerifyResetToken } from '../../features/auth/api/verify-reset-token.ts';
import { resetMessages } from '../../features/auth/api/reset-password.ts';
import { forgotMessages } from '../../features/auth/api/request-password-reset.ts';
import { paths } from '../../config/paths.ts';

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title="Enlace no válido">
      <Stack gap="4">
        <Text>{message}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.auth.forgotPassword.getHref()}>Solicitar un nuevo enlace</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}

export function ResetPasswordRoute() {
  const { token } = useParams();
  const check = useVerifyResetToken(token);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  const redirect = redirectOf(useLocation().search);

  if (!token || state === 'invalid') return <InvalidLink message={resetMessages.INVALID_TOKEN} />;
  if (state === 'done') {
    return (
      <AuthCard title="Contraseña restablecida">
        <Stack gap="4">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{resetMessages.success}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.auth.login.getHref(redirect ? { redirect } : {})}>Iniciar sesión</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (check.isPending) return <Loader label="Verificando enlace..." />;
  if (check.isError) return <InvalidLink message={forgotMessages.NETWORK_ERROR} />;
  if (!check.data.valid) return <InvalidLink message={resetMessages.INVALID_TOKEN} />;
  return (
    <AuthCard title="Restablecer contraseña" subtitle="Elige una nueva contraseña para tu cuenta.">
      <ResetPasswordForm
        token={token}
        email={check.data.email}
        onDone={() => setState('done')}
        onInvalidToken={() => setState('invalid')}
      />
    </AuthCard>
  );
}
