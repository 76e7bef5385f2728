import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestedPrice } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { orNone } from './or-none.ts';

export const MY_SUGGESTION_PATH = '/pricing/suggested-prices/my_suggestion/';

export function getMySuggestion(): Promise<SuggestedPrice | null> {
  return orNone(apiRequest<SuggestedPrice>(MY_SUGGESTION_PATH));
}

export function getMySuggestionQueryOptions() {
  return queryOptions({ queryKey: ['pricing', 'my-suggestion'], queryFn: getMySuggestion });
}

export function useMySuggestion() {
  return useQuery(getMySuggestionQueryOptions());
}
