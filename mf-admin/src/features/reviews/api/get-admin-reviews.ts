import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review, ReviewList } from '@emind/contracts';
import type { ReviewStatus } from '@emind/domain';
import { apiRequest } from '@emind/web-api';

/** null: every status. */
export type ReviewFilter = ReviewStatus | null;

export async function getAdminReviews(status: ReviewFilter): Promise<Review[]> {
  const query = status ? `?status=${status}` : '';
  return (await apiRequest<ReviewList>(`/comments/admin/reviews/${query}`)).results;
}

export function getAdminReviewsQueryOptions(status: ReviewFilter = null) {
  return queryOptions({ queryKey: ['reviews', 'admin', ...(status ? [status] : [])], queryFn: () => getAdminReviews(status) });
}

export function useAdminReviews(status: ReviewFilter) {
  return useQuery(getAdminReviewsQueryOptions(status));
}
