import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationPolicyInput } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { CANCELLATION_POLICY_PATH, getCancellationPolicyQueryOptions } from './get-cancellation-policy.ts';

export function updateCancellationPolicy(policy: CancellationPolicyInput): Promise<CancellationPolicyInput> {
  return apiRequest<CancellationPolicyInput>(CANCELLATION_POLICY_PATH, { method: 'PUT', body: policy });
}

export function useUpdateCancellationPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCancellationPolicy,
    onSuccess: (saved) => queryClient.setQueryData(getCancellationPolicyQueryOptions().queryKey, saved),
  });
}
