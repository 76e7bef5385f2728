import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review, ReviewList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export async function getMyReviews(): Promise<Review[]> {
  return (await apiRequest<ReviewList>('/comments/client/reviews/')).results;
}

export function getMyReviewsQueryOptions() {
  return queryOptions({ queryKey: ['reviews', 'mine'], queryFn: getMyReviews });
}

export function useMyReviews() {
  return useQuery(getMyReviewsQueryOptions());
}
