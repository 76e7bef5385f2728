import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiError, NetworkError } from '@emind/web-api';

export interface ResetPasswordInput {
  token: string;
  email: string;
  new_password: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiRequest<unknown>('/auth/reset-password/', { method: 'POST', anonymous: true, body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export const resetMessages = {
  success: '¡Tu contraseña ha sido restablecida con éxito!',
  INVALID_TOKEN: 'El enlace ha expirado o no es válido',
  RESET_FAILED: 'No pudimos restablecer tu contraseña. Por favor, intenta nuevamente.',
  NETWORK_ERROR: 'No pudimos conectar con el servidor. Por favor, verifica tu conexión.',
  EXCEPTION: 'Ha ocurrido un error. Por favor, intenta nuevamente.',
  weak: 'Te recomendamos usar una contraseña más segura',
} as const;

export type ResetErrorCode = 'INVALID_TOKEN' | 'FIELD_ERRORS' | 'RESET_FAILED' | 'NETWORK_ERROR' | 'EXCEPTION';

/** Spec 1 §8 (reset); the server's full password policy comes back as field errors on new_password. */
export function resetError(error: unknown): { code: ResetErrorCode; message: string; passwordErrors: string[] } {
  if (error instanceof NetworkError) return { code: 'NETWORK_ERROR', message: resetMessages.NETWORK_ERROR, passwordErrors: [] };
  if (error instanceof ApiError) {
    if (error.code === 'reset_token_invalid') return { code: 'INVALID_TOKEN', message: resetMessages.INVALID_TOKEN, passwordErrors: [] };
    const passwordErrors = error.fieldErrors.new_password ?? [];
    if (passwordErrors.length > 0) return { code: 'FIELD_ERRORS', message: passwordErrors[0] ?? '', passwordErrors };
    return { code: 'RESET_FAILED', message: resetMessages.RESET_FAILED, passwordErrors: [] };
  }
  return { code: 'EXCEPTION', message: resetMessages.EXCEPTION, passwordErrors: [] };
}
