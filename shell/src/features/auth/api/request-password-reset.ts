import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiError, NetworkError } from '@emind/web-api';

export async function requestPasswordReset({ email, redirect }: { email: string; redirect: string | null }): Promise<void> {
  await apiRequest<unknown>('/auth/request-password-reset/', {
    method: 'POST',
    anonymous: true,
    body: { email: email.trim().toLowerCase(), base_url: window.location.origin, ...(redirect ? { redirect } : {}) },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export const forgotMessages = {
  sent: 'Te hemos enviado un correo con instrucciones para restablecer tu contraseña.',
  NETWORK_ERROR: 'No pudimos conectar con el servidor. Por favor, verifica tu conexión.',
  REQUEST_FAILED: 'No pudimos procesar tu solicitud. Por favor, intenta nuevamente.',
} as const;

/** Spec 1 §8; a rate-limit answer keeps its own Spanish detail, which tells the user what to do. */
export function requestResetError(error: unknown): string {
  if (error instanceof NetworkError) return forgotMessages.NETWORK_ERROR;
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail;
  return forgotMessages.REQUEST_FAILED;
}
