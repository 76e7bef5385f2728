import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { redirectOf, roleLabels } from '@emind/domain';
import { Button, HStack, Link, Text } from '@emind/web-ui';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { AccountTypeChoice } from '../../features/registration/components/account-type-choice.tsx';
import { RegistrationForm } from '../../features/registration/components/registration-form.tsx';
import type { AccountType } from '../../features/registration/api/register.ts';
import { paths } from '../../config/paths.ts';

function preselected(state: unknown): AccountType | null {
  const userType = state && typeof state === 'object' && 'userType' in state ? state.userType : null;
  return userType === 'psychologist' || userType === 'client' ? userType : null;
}

export function RegisterRoute() {
  const location = useLocation();
  const [userType, setUserType] = useState<AccountType | null>(() => preselected(location.state));
  const redirect = redirectOf(location.search);
  return (
    <AuthCard
      title="Crear cuenta"
      subtitle={userType ? `Registro como ${roleLabels[userType]}` : '¿Cómo quieres usar e-mind?'}
    >
      {userType ? (
        <>
          <HStack justify="space-between" fontSize="sm">
            <Text color="fg.muted">Tipo de cuenta: {roleLabels[userType]}</Text>
            <Button variant="plain" size="sm" color="brand.600" px="0" onClick={() => setUserType(null)}>
              Cambiar tipo de cuenta
            </Button>
          </HStack>
          <RegistrationForm key={userType} userType={userType} redirect={redirect} />
        </>
      ) : (
        <AccountTypeChoice onChoose={setUserType} />
      )}
      <Text fontSize="sm" textAlign="center">
        ¿Ya tienes una cuenta?{' '}
        <Link asChild color="brand.600">
          <RouterLink to={paths.auth.login.getHref(redirect ? { redirect } : {})}>Inicia sesión</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
