import { refusals, type FixedRefusalCode, type RefusalCode, type SpecificRefusalCode } from '@emind/domain';

export type FieldErrors = Record<string, string[]>;
/** A 4xx body without `code` gets its status's generic one from the error handling (withRefusalCode). */
export type ErrorBody = { detail: string; code?: RefusalCode } | FieldErrors | Record<string, unknown>;

/** An error whose body is safe to show the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: ErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const messages = {
  authRequired: 'Authentication required',
  invalidToken: 'Token inválido o expirado',
  forbidden: 'No tienes permisos para acceder a este recurso',
  notFound: 'No encontrado',
  tooManyRequests: 'Demasiadas solicitudes. Por favor, intenta nuevamente en unos minutos.',
  internal: 'Error interno del servidor',
  conflict: 'El recurso ya existe',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  payloadTooLarge: 'La solicitud es demasiado grande',
  invalidValue: 'Uno de los valores enviados no es válido',
  malformedForm: 'El formulario enviado está incompleto o mal formado',
  serviceUnavailable: 'El servicio no está disponible en este momento. Intenta nuevamente en unos minutos.',
} as const;

export const badRequest = (fields: FieldErrors): HttpError => new HttpError(400, fields);
export const badRequestDetail = (detail: string): HttpError => new HttpError(400, { detail });
export const unauthorized = (detail: string = messages.authRequired): HttpError => new HttpError(401, { detail });
export const forbidden = (): HttpError => new HttpError(403, { detail: messages.forbidden });
export const notFound = (detail: string = messages.notFound): HttpError => new HttpError(404, { detail });
export const conflict = (detail: string = messages.conflict): HttpError => new HttpError(409, { detail });
export const tooManyRequests = (): HttpError => new HttpError(429, { detail: messages.tooManyRequests });

/** A refusal a client tells apart by its code (domain's `refusals`), with the one sentence listed for it… */
export function refuse(status: number, code: FixedRefusalCode): HttpError;
/** …or, for a code whose sentence names the case, the sentence written for this one. */
export function refuse(status: number, code: SpecificRefusalCode, detail: string): HttpError;
export function refuse(status: number, code: SpecificRefusalCode, detail?: string): HttpError {
  return new HttpError(status, { code, detail: detail ?? refusals[code] ?? '' });
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  if (code !== '23505') return false;
  if (!constraint) return true;
  const found = (error as { constraint?: unknown }).constraint;
  return found === undefined || found === constraint;
}

/** A violated exclusion constraint (SQLSTATE 23P01), optionally a named one: a time range already held. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: found } = error as { code?: unknown; constraint?: unknown };
  return code === '23P01' && (!constraint || found === constraint);
}
