import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifyResetTokenValid } from '@emind/contracts';
import { apiRequest, ApiError } from '@emind/web-api';

export type TokenCheck = { valid: true; email: string } | { valid: false; detail: string };

export async function verifyResetToken(token: string): Promise<TokenCheck> {
  try {
    const answer = await apiRequest<VerifyResetTokenValid>('/auth/verify-reset-token/', {
      method: 'POST',
      anonymous: true,
      body: { token },
    });
    return answer.valid && answer.email ? { valid: true, email: answer.email } : { valid: false, detail: 'INVALID_TOKEN' };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { valid: false, detail: error.detail ?? 'INVALID_TOKEN' };
    throw error;
  }
}

export const getVerifyResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-reset-token', token],
    queryFn: () => verifyResetToken(token),
    retry: false,
    staleTime: Infinity,
  });

export function useVerifyResetToken(token: string | undefined) {
  return useQuery({ ...getVerifyResetTokenQueryOptions(token ?? ''), enabled: !!token });
}
