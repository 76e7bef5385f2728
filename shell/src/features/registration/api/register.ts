import { useMutation } from '@tanstack/react-query';
import type { Session } from '@emind/contracts';
import { apiRequest, ApiError, NetworkError } from '@emind/web-api';
import { isCompletePhone } from '@emind/domain';

export type AccountType = 'client' | 'psychologist';

export interface RegistrationInput {
  userType: AccountType;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password2: string;
}

/** The phone as sent: the number once complete, else none (the field starts with the +56 9 prefix). */
export const phoneNumberOf = (phone: string): string | null => (isCompletePhone(phone) ? phone : null);

/** The payload of spec 1 §3: username = e-mail, lowercase user_type, ' ' for an empty last name. */
export function registrationPayload(input: RegistrationInput) {
  const email = input.email.trim().toLowerCase();
  return {
    email,
    username: email,
    password: input.password,
    password2: input.password2,
    user_type: input.userType.toLowerCase(),
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim() || ' ',
    phone_number: phoneNumberOf(input.phone),
    ...(input.userType === 'psychologist' ? { professional_title: 'Psicólogo' } : {}),
  };
}

export async function registerAccount(input: RegistrationInput): Promise<Session> {
  return apiRequest<Session>('/auth/register/', { method: 'POST', anonymous: true, body: registrationPayload(input) });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}

export const registerMessages = {
  success: 'Registro exitoso',
  NETWORK_ERROR: 'Error de conexión. Por favor, verifica tu conexión a internet.',
  EMAIL_EXISTS: 'Este correo electrónico ya está registrado en la plataforma',
  SERVER_ERROR: 'Error en el registro. Por favor, intenta nuevamente.',
  UNKNOWN_ERROR: 'Ha ocurrido un error durante el registro. Por favor, intente nuevamente.',
} as const;

export type RegisterErrorCode = 'NETWORK_ERROR' | 'EMAIL_EXISTS' | 'VALIDATION_ERROR' | 'DETAIL' | 'SERVER_ERROR' | 'UNKNOWN_ERROR';

/** Spec 1 §8 (registration). `fields` carries the server's per-field messages to show under each input. */
export function registerError(error: unknown): { code: RegisterErrorCode; message: string; fields: Record<string, string> } {
  if (error instanceof NetworkError) return { code: 'NETWORK_ERROR', message: registerMessages.NETWORK_ERROR, fields: {} };
  if (!(error instanceof ApiError)) return { code: 'UNKNOWN_ERROR', message: registerMessages.UNKNOWN_ERROR, fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0] ?? '']),
  );
  const identity = [fields.email, fields.username].filter(Boolean).join(' ');
  if (identity.toLowerCase().includes('existe')) {
    return { code: 'EMAIL_EXISTS', message: registerMessages.EMAIL_EXISTS, fields: { email: registerMessages.EMAIL_EXISTS } };
  }
  const first = Object.values(fields)[0];
  if (first) return { code: 'VALIDATION_ERROR', message: first, fields };
  if (error.status >= 500) return { code: 'SERVER_ERROR', message: registerMessages.SERVER_ERROR, fields };
  if (error.detail) return { code: 'DETAIL', message: error.detail, fields };
  return { code: 'UNKNOWN_ERROR', message: registerMessages.UNKNOWN_ERROR, fields };
}
