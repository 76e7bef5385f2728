import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationPolicyInput } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export const CANCELLATION_POLICY_PATH = '/booking/cancellation-policy/';

export function getCancellationPolicy(): Promise<CancellationPolicyInput> {
  return apiRequest<CancellationPolicyInput>(CANCELLATION_POLICY_PATH);
}

export function getCancellationPolicyQueryOptions() {
  return queryOptions({ queryKey: ['cancellation-policy'], queryFn: getCancellationPolicy });
}

export function useCancellationPolicy() {
  return useQuery(getCancellationPolicyQueryOptions());
}
