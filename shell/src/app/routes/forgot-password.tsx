import { Link as RouterLink, useLocation } from 'react-router-dom';
import { redirectOf } from '@emind/domain';
import { Link, Text } from '@emind/web-ui';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { paths } from '../../config/paths.ts';

export function ForgotPasswordRoute() {
  const redirect = redirectOf(useLocation().search);
  return (
    <AuthCard
      title="Recuperar contraseña"
      subtitle="Ingresa tu correo y te enviaremos instrucciones para restablecer tu contraseña."
    >
      <ForgotPasswordForm redirect={redirect} />
      <Text fontSize="sm" textAlign="center">
        <Link asChild color="brand.600">
          <RouterLink to={paths.auth.login.getHref(redirect ? { redirect } : {})}>Volver a iniciar sesión</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
