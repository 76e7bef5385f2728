import { useMutation } from '@tanstack/react-query';
import type { ContactBody, Detail } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

export function sendContactMessage(message: ContactBody): Promise<Detail> {
  return apiRequest<Detail>('/contacto/', { method: 'POST', body: message, anonymous: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
