import { ApiError, NetworkError } from '@emind/web-api';

/** Spec 2 §8 'Loading slots'. */
export function slotsErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'No se pudo conectar con el servidor. Verifique su conexión a internet.';
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Sesión expirada. Por favor, inicie sesión nuevamente.';
    if (error.status === 404) return 'No se encontró el horario del psicólogo.';
    return error.detail ? `Error: ${error.detail}` : 'No se pudieron cargar los horarios disponibles.';
  }
  return 'Ocurrió un error al procesar su solicitud.';
}

/** Spec 2 §8 'Booking': a taken slot in the server's own words, anything else after 'Error:'. */
export function bookingErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'slot_taken' && error.detail) return error.detail;
    if (error.detail) return `Error: ${error.detail}`;
  }
  return 'No se pudo agendar la cita.';
}
