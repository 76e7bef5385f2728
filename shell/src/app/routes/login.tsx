import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export function LoginRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Iniciar sesión" subtitle="Accede a tu cuenta de e-mind">
      <LoginForm expired={params.get('expired') === 'true'} />
    </AuthCard>
  );
}
