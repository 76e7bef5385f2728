import { Navigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { getConsentsQueryOptions } from '@emind/web-account';
import { useSessionStore } from '@emind/web-session';
import { Button, Spinner } from '@emind/web-ui';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { AcceptTermsForm } from '../../features/consents/components/accept-terms-form.tsx';
import { useLogout } from '../../features/navigation/api/logout.ts';
import { paths } from '../../config/paths.ts';
import { safeRedirect } from '@emind/domain';
import { LoadError } from '@emind/web-ui/lists';

/** '/aceptar-condiciones': the consent gate keeps a person here until they accept; then on to where they were going. */
export function AcceptTermsRoute() {
  const [params] = useSearchParams();
  const logout = useLogout();
  const role = useSessionStore((s) => s.user?.user_type ?? 'client');
  const target = safeRedirect(params.get('redirect')) ?? paths.dashboard.getHref(role);
  // Read again on arrival: a refusal from the server (consent_required) may come while the cache still says all accepted.
  const query = useQuery({ ...getConsentsQueryOptions(), refetchOnMount: 'always' });
  if (query.isFetchedAfterMount && query.data?.pending.length === 0) return <Navigate to={target} replace />;
  return (
    <AuthCard title="Términos actualizados" subtitle="Antes de continuar">
      {query.isPending || (!query.isFetchedAfterMount && !query.isError) ? (
        <Spinner colorPalette="brand" aria-label="Cargando..." />
      ) : query.isError ? (
        <LoadError message="No pudimos cargar los documentos." onRetry={() => void query.refetch()} />
      ) : (
        <AcceptTermsForm consents={query.data} />
      )}
      <Button variant="plain" size="sm" color="brand.600" alignSelf="center" onClick={() => void logout()}>
        Cerrar sesión
      </Button>
    </AuthCard>
  );
}
