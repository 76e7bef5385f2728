import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoreDto, SubmitResponse } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getOwnMeasuresQueryOptions } from './get-own-measures';
import { getPendingMeasuresQueryOptions } from './get-pending-measures';

export function submitResponse(input: SubmitResponse): Promise<ScoreDto> {
  return apiRequest<ScoreDto>('/measures/responses/', { method: 'POST', body: input });
}

export function useSubmitResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitResponse,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPendingMeasuresQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getOwnMeasuresQueryOptions().queryKey }),
      ]),
  });
}
