import { useSearchParams } from 'react-router-dom';
import { Alert } from '@emind/web-ui';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export function LoginRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Iniciar sesión" subtitle="Accede a tu cuenta de e-mind">
      {params.get('cuenta') === 'eliminada' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Tu cuenta fue eliminada. Borraremos tus datos de e-mind dentro de 30 días.</Alert.Title>
        </Alert.Root>
      )}
      <LoginForm expired={params.get('expired') === 'true'} />
    </AuthCard>
  );
}
