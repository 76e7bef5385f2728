import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebpayRedirect } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getAppointmentPaymentQueryOptions } from './get-appointment-payment';

export function startWebpay(appointment: number): Promise<WebpayRedirect> {
  return apiRequest<WebpayRedirect>('/payments/webpay/', { method: 'POST', body: { appointment } });
}

/**
 * Webpay requires the browser to POST `token_ws` to the form's url (a redirect with the token in the query is not
 * accepted by Transbank), so a form is built and submitted: the page leaves for Transbank's payment form.
 */
export function goToWebpay({ url, token }: WebpayRedirect): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'token_ws';
  field.value = token;
  form.append(field);
  document.body.append(form);
  form.submit();
}

/** Starts a card payment of the appointment and takes the browser to Transbank's form. */
export function useStartWebpay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startWebpay,
    onSuccess: goToWebpay,
    onError: (_error, appointment) => queryClient.invalidateQueries({ queryKey: getAppointmentPaymentQueryOptions(appointment).queryKey }),
  });
}
