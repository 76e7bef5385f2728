import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeriesPreview } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export interface SeriesPreviewParams {
  psychologist: number;
  date: string;
  start_time: string;
  end_time: string;
  weeks: number;
}

export function getSeriesPreview(params: SeriesPreviewParams): Promise<SeriesPreview> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return apiRequest<SeriesPreview>(`/appointments/series/preview/?${query}`);
}

export function getSeriesPreviewQueryOptions(params: SeriesPreviewParams) {
  return queryOptions({ queryKey: ['series-preview', params], queryFn: () => getSeriesPreview(params) });
}

/** Which dates of the series are free; off while no series is asked for. */
export function useSeriesPreview(params: SeriesPreviewParams | null) {
  return useQuery({ ...getSeriesPreviewQueryOptions(params ?? { psychologist: 0, date: '', start_time: '', end_time: '', weeks: 0 }), enabled: params !== null });
}
