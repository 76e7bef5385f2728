import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createdQueryClient, SESSION_EXPIRED_EVENT } from '@emind/web-session';
import { paths } from '../config/paths.ts';

/** The session store signals a dead session; the router lives here, so the redirect does too. */
export function SessionExpiredListener() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const onExpired = () => {
      createdQueryClient()?.clear();
      if (location.pathname === paths.auth.login.path) return;
      const redirect = `${location.pathname}${location.search}`;
      navigate(paths.auth.login.getHref({ expired: true, redirect }), { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, location]);
  return null;
}
