import { ApiError, NetworkError } from '@emind/web-api';

export const CONNECTION_ERROR = 'No se pudo conectar con el servidor. Verifica tu conexión e intenta nuevamente.';

/** What an admin screen says about a failed load, by HTTP status (spec 3 §8). */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return CONNECTION_ERROR;
  if (error instanceof ApiError) {
    if (error.status === 403) return 'No tienes permisos para acceder a este recurso';
    return `Error ${error.status}: ${error.detail ?? 'Error desconocido'}`;
  }
  return CONNECTION_ERROR;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
