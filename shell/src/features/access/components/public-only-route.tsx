import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@emind/web-session';
import { Loader } from '@emind/web-ui/static';
import { postLoginTarget } from '../../../lib/post-login-target.ts';

const GUARD_LOADER_MS = 100;

/** Login, registro and the password screens: an authenticated user goes to their dashboard (or ?redirect). */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useSessionStore((s) => s.user);
  const access = useSessionStore((s) => s.access);
  const restoring = useSessionStore((s) => s.restoring);
  const [checking, setChecking] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setChecking(false), GUARD_LOADER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (checking || restoring) return <Loader />;
  if (user && access) return <Navigate to={postLoginTarget(user.user_type, location.search)} replace />;
  return children;
}
