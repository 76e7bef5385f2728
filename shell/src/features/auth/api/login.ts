import { useMutation } from '@tanstack/react-query';
import type { LoginBody, Session } from '@emind/contracts';
import { apiRequest, ApiError, NetworkError } from '@emind/web-api';

export async function login(body: LoginBody): Promise<Session> {
  return apiRequest<Session>('/auth/login/', {
    method: 'POST',
    anonymous: true,
    body: { email: body.email.trim().toLowerCase(), password: body.password },
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export type LoginErrorCode = 'NETWORK_ERROR' | 'INVALID_CREDENTIALS' | 'USER_INACTIVE' | 'DETAIL' | 'UNKNOWN_ERROR';

export const loginMessages = {
  NETWORK_ERROR: 'Error de conexión. Por favor, verifica tu conexión a internet.',
  INVALID_CREDENTIALS: 'Correo o contraseña incorrectos. Por favor verifica tus credenciales.',
  USER_INACTIVE: 'Tu cuenta está inactiva. Por favor, contacta al equipo de e-mind para reactivarla.',
  UNKNOWN_ERROR: 'Ha ocurrido un error al iniciar sesión. Por favor, intenta nuevamente.',
  WRONG_USER_TYPE: 'Error en el tipo de usuario',
  EXPIRED: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
} as const;

/** Spec 1 §8 (login); an inactive account also answers 401, so 'inactive' is checked first. */
export function loginError(error: unknown): { code: LoginErrorCode; message: string } {
  if (error instanceof NetworkError) return { code: 'NETWORK_ERROR', message: loginMessages.NETWORK_ERROR };
  if (error instanceof ApiError) {
    const detail = error.detail;
    if (detail?.toLowerCase().includes('inactive')) return { code: 'USER_INACTIVE', message: loginMessages.USER_INACTIVE };
    if (error.status === 401) return { code: 'INVALID_CREDENTIALS', message: loginMessages.INVALID_CREDENTIALS };
    if (detail) return { code: 'DETAIL', message: detail };
  }
  return { code: 'UNKNOWN_ERROR', message: loginMessages.UNKNOWN_ERROR };
}
