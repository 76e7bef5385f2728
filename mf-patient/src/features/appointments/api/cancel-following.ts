import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelFollowing } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getClientAppointmentsQueryOptions } from './get-client-appointments';

export function cancelFollowing(id: number): Promise<CancelFollowing> {
  return apiRequest<CancelFollowing>(`/appointments/${id}/cancel-following/`, { method: 'PATCH', body: {} });
}

/** 'Cancelar esta y las siguientes': this session of a series and the later ones. */
export function useCancelFollowing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFollowing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getClientAppointmentsQueryOptions().queryKey }),
  });
}
