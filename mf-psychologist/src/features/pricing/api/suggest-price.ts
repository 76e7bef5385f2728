import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { SuggestedPrice } from '@emind/contracts';
import { getMySuggestionQueryOptions, MY_SUGGESTION_PATH } from './get-my-suggestion.ts';

export function suggestPrice(price: number): Promise<SuggestedPrice> {
  return apiRequest<SuggestedPrice>(MY_SUGGESTION_PATH, { method: 'POST', body: { price } });
}

export function useSuggestPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suggestPrice,
    onSuccess: (data) => queryClient.setQueryData(getMySuggestionQueryOptions().queryKey, data),
  });
}
