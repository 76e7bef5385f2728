import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';

export interface ContactMessage {
  nombre: string;
  correo: string;
  mensaje: string;
}

export interface ContactMessageSent {
  detail: string;
}

export function sendContactMessage(message: ContactMessage): Promise<ContactMessageSent> {
  return apiRequest<ContactMessageSent>('/contacto/', { method: 'POST', body: message, anonymous: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
