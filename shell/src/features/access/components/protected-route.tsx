import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { UserType } from '@emind/domain';
import { useSessionStore } from '@emind/web-session';
import { Loader } from '@emind/web-ui/static';
import { paths } from '../../../config/paths.ts';

/** Logged out → /login remembering where they were; wrong role → '/'. The server enforces the same. */
export function ProtectedRoute({ roles, children }: { roles: readonly UserType[]; children: ReactNode }) {
  const location = useLocation();
  const user = useSessionStore((s) => s.user);
  const access = useSessionStore((s) => s.access);
  const restoring = useSessionStore((s) => s.restoring);
  const endedBy = useSessionStore((s) => s.endedBy);
  if (restoring) return <Loader />;
  if (!user || !access) {
    if (endedBy === 'logout') return <Navigate to={paths.auth.login.getHref()} replace />;
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.getHref({ redirect, expired: endedBy === 'expired' })} replace />;
  }
  if (!roles.includes(user.user_type)) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}
