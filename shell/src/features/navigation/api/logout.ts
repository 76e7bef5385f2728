import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '@emind/web-api';
import { useSessionStore } from '@emind/web-session';
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

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(useSessionStore.getState().refresh),
    onSettled: () => {
      useSessionStore.getState().signOut('logout');
      queryClient.clear();
      navigate(paths.auth.login.getHref(), { replace: true });
    },
  });
}
