import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSeriesInput, SeriesBooked } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getAvailableDaysQueryOptions } from '@emind/web-appointments';

export function createSeries(input: CreateSeriesInput): Promise<SeriesBooked> {
  return apiRequest<SeriesBooked>('/appointments/series/', { method: 'POST', body: input });
}

/** Whatever the answer, the free slots and the series' dates are read again. */
export function useCreateSeries(psychologistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAvailableDaysQueryOptions(psychologistId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['series-preview'] }),
      ]),
  });
}
