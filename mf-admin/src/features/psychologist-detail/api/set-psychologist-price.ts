import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovedPrice } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getPsychologistPricesQueryOptions, type PsychologistPrices } from './get-psychologist-prices.ts';

export function setPsychologistPrice(id: number, price: number): Promise<ApprovedPrice> {
  return apiRequest<ApprovedPrice>(`/pricing/psychologist-prices/set_psychologist_price/${id}/`, { method: 'POST', body: { price } });
}

export function useSetPsychologistPrice(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getPsychologistPricesQueryOptions(id);
  return useMutation({
    mutationFn: (price: number) => setPsychologistPrice(id, price),
    onSuccess: ({ price }) => {
      queryClient.setQueryData(queryKey, (old: PsychologistPrices | undefined) => ({ suggested: old?.suggested ?? null, approved: price }));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
