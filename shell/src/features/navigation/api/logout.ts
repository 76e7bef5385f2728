import { useNavigate } from 'react-router-dom';
import { apiRequest } from '@emind/web-api';
import { createdQueryClient, useSessionStore } from '@emind/web-session';
import { paths } from '../../../config/paths.ts';

/** Revokes the refresh token server-side; the local session ends whatever the server says. */
export async function logout(refresh: string | null): Promise<void> {
  if (!refresh) return;
  try {
    await apiRequest<null>('/auth/logout/', { method: 'POST', body: { refresh } });
  } catch {
    // Offline or already revoked: signing out locally is what the user asked for.
  }
}

/** Signs out from the bar on any page, the landing page included, which has no query client to hold a mutation. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout(useSessionStore.getState().refresh);
    useSessionStore.getState().signOut('logout');
    createdQueryClient()?.clear();
    void navigate(paths.auth.login.getHref(), { replace: true });
  };
}
