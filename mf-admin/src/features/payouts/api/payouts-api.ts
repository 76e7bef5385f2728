import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutBatch, PayoutBatchList } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

const base = '/admin/payouts/';

export const getPayoutBatchesQueryOptions = () => queryOptions({ queryKey: ['payouts'], queryFn: () => apiRequest<PayoutBatchList>(base) });
export const getPayoutBatchQueryOptions = (id: number) => queryOptions({ queryKey: ['payouts', id], queryFn: () => apiRequest<PayoutBatch>(`${base}${id}/`) });

export const usePayoutBatches = () => useQuery(getPayoutBatchesQueryOptions());
export const usePayoutBatch = (id: number | null) => useQuery({ ...getPayoutBatchQueryOptions(id ?? 0), enabled: id !== null });

/** After a batch is made or marked paid: its detail is the answer, and the list is read again. */
function useBatchMutation<Input>(send: (input: Input) => Promise<PayoutBatch>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (batch) => {
      queryClient.setQueryData(getPayoutBatchQueryOptions(batch.id).queryKey, batch);
      return queryClient.invalidateQueries({ queryKey: getPayoutBatchesQueryOptions().queryKey, exact: true });
    },
  });
}

export const useCreatePayoutBatch = () => useBatchMutation((to: string) => apiRequest<PayoutBatch>(base, { method: 'POST', body: { to } }));
export const useMarkPayoutPaid = () =>
  useBatchMutation(({ id, paidOn }: { id: number; paidOn: string }) => apiRequest<PayoutBatch>(`${base}${id}/`, { method: 'PATCH', body: { paid_on: paidOn } }));
