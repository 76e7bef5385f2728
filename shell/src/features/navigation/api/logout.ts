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

/**
 * Signs out from the bar on any page, the landing page included, which has no query client to hold a mutation.
 * The session ends here at once; the revocation follows in the background, so a slow server never keeps the
 * user in the account they asked to leave.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const { refresh } = useSessionStore.getState();
    useSessionStore.getState().signOut('logout');
    createdQueryClient()?.clear();
    void navigate(paths.auth.login.getHref(), { replace: true });
    await logout(refresh);
  };
}
