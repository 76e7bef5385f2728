import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReview, PublicReviewList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export async function getPublicReviews(id: string): Promise<PublicReview[]> {
  return (await apiRequest<PublicReviewList>(`/comments/public/psychologist/${encodeURIComponent(id)}/reviews/`, { anonymous: true })).results;
}

export function getPublicReviewsQueryOptions(id: string) {
  return queryOptions({ queryKey: ['public-reviews', id], queryFn: () => getPublicReviews(id) });
}

export function usePublicReviews(id: string) {
  return useQuery(getPublicReviewsQueryOptions(id));
}
