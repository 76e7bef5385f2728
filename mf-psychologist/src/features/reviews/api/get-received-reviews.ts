import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PsychologistReviews } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getReceivedReviews(): Promise<PsychologistReviews> {
  return apiRequest<PsychologistReviews>('/comments/psychologist/reviews/');
}

export function getReceivedReviewsQueryOptions() {
  return queryOptions({ queryKey: ['reviews', 'received'], queryFn: getReceivedReviews });
}

export function useReceivedReviews() {
  return useQuery(getReceivedReviewsQueryOptions());
}
