import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, SubmitReviewInput } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getMyReviewsQueryOptions } from './get-my-reviews';
import { getPendingReviewAppointmentsQueryOptions } from './get-pending-review-appointments';

export function submitReview(input: SubmitReviewInput): Promise<Review> {
  return apiRequest<Review>('/comments/client/submit/', { method: 'POST', body: input });
}

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPendingReviewAppointmentsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMyReviewsQueryOptions().queryKey }),
      ]),
  });
}
