import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import { announceSafetyFlagsChanged } from '@emind/web-session/safety-flags-changed';
import { getOpenSafetyFlagsQueryOptions } from './get-open-safety-flags.ts';

export function reviewFlag(id: number): Promise<null> {
  return apiRequest<null>(`/measures/flags/${id}/review/`, { method: 'POST', body: {} });
}

/**
 * 'Marcar como revisado', wherever the flag is shown: the home's alerts, the patient's measures and the agenda's marker
 * are read again, and the bar's count is told.
 */
export function useReviewFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFlag,
    onSuccess: async () => {
      announceSafetyFlagsChanged();
      await Promise.all(
        [getOpenSafetyFlagsQueryOptions().queryKey, ['psychologist', 'measures'], ['agenda', 'measures']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
