import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferedPaymentMethods } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function getPaymentMethods(): Promise<OfferedPaymentMethods> {
  return apiRequest<OfferedPaymentMethods>('/payments/methods/');
}

/** What this installation offers (EMIND_PAYMENT_METHODS); it changes only with a restart. */
export const getPaymentMethodsQueryOptions = () => queryOptions({ queryKey: ['payments', 'methods'], queryFn: getPaymentMethods, staleTime: Infinity });

export const usePaymentMethods = () => useQuery(getPaymentMethodsQueryOptions());
