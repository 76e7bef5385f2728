import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerateReviewInput, Review } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getAdminReviewsQueryOptions } from './get-admin-reviews';

export type ModerationAction = { kind: 'moderate'; id: number; status: ModerateReviewInput['status'] } | { kind: 'delete'; id: number };

export function runModeration(action: ModerationAction): Promise<Review | null> {
  if (action.kind === 'delete') return apiRequest<null>(`/comments/admin/reviews/${action.id}/`, { method: 'DELETE' });
  return apiRequest<Review>(`/comments/admin/reviews/${action.id}/`, { method: 'PATCH', body: { status: action.status } });
}

/** Approve, reject or delete; every status list refreshes (the key's prefix covers them all). */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runModeration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getAdminReviewsQueryOptions().queryKey }),
  });
}
