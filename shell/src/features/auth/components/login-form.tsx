import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { asUserType, redirectOf, welcomeBackMessage, withRedirect } from '@emind/domain';
import { useSessionStore } from '@emind/web-session';
import { Alert, Button, Input, Link, PasswordInput, Stack, Text, toast } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { paths } from '../../../config/paths.ts';
import { postLoginTarget } from '../../../lib/post-login-target.ts';
import { loginError, loginMessages, useLogin } from '../api/login.ts';
import { loginFormSchema, type LoginValues } from './auth-form-schemas.ts';

export function LoginForm({ expired }: { expired: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  // Where the person was going ('Agendar' on a profile) stays with them on the way to registering or resetting.
  const redirect = redirectOf(location.search);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await mutation.mutateAsync(values);
      const role = asUserType(session.user.user_type);
      if (!role) {
        toast.error(loginMessages.WRONG_USER_TYPE);
        return;
      }
      useSessionStore.getState().signIn({ ...session, user: { ...session.user, user_type: role } });
      toast.success(welcomeBackMessage(session.user.first_name, session.user.gender));
      navigate(postLoginTarget(role, location.search), { replace: true });
    } catch (error) {
      toast.error(loginError(error).message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {expired && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{loginMessages.EXPIRED}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Correo electrónico" error={formState.errors.email?.message} required>
          <Input type="email" autoComplete="email" placeholder="tu@correo.cl" {...register('email')} />
        </FormField>
        <FormField label="Contraseña" error={formState.errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.600">
          <RouterLink to={withRedirect(paths.auth.forgotPassword.getHref(), redirect)}>¿Olvidaste tu contraseña?</RouterLink>
        </Link>
        <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText="Iniciando sesión...">
          Iniciar sesión
        </Button>
        <Text fontSize="sm" textAlign="center">
          ¿No tienes una cuenta?{' '}
          <Link asChild color="brand.600">
            <RouterLink to={withRedirect(paths.auth.register.getHref(), redirect)}>Regístrate</RouterLink>
          </Link>
        </Text>
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          Al iniciar sesión aceptas nuestros{' '}
          <Link asChild color="brand.600">
            <RouterLink to={paths.terms.getHref()}>Términos y condiciones</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </form>
  );
}
