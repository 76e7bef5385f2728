import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { BankInfo, BankInfoInput } from '@emind/contracts';
import type { AccountRole } from '../types.ts';
import { getProfileQueryOptions } from './get-profile.ts';
import { profilePath } from './profile-path.ts';

export function updateBankInfo(role: AccountRole, patch: BankInfoInput): Promise<BankInfo> {
  return apiRequest<BankInfo>(profilePath(role, 'update_bank_info'), { method: 'PATCH', body: patch });
}

export function useUpdateBankInfo(role: AccountRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: BankInfoInput) => updateBankInfo(role, patch),
    onSuccess: (bank) => {
      const { queryKey } = getProfileQueryOptions(role);
      queryClient.setQueryData(queryKey, (profile) => (profile ? { ...profile, ...bank } : profile));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
