import { genericRefusalCode } from '@emind/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clientStatusOfDatabaseError, isDatabaseUnavailable } from './database-errors.ts';
import { HttpError, messages, type FieldErrors } from './errors.ts';
import { clientHungUp } from './request-id.ts';
import { UNKNOWN_FIELD_MESSAGE } from './strict-bodies.ts';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** An unknown key is reported at its object; each becomes its own field, so the answer names it. */
function perField(issue: ValidationIssue): ValidationIssue[] {
  const keys = issue.params?.keys;
  if (issue.keyword !== 'unrecognized_keys' || !Array.isArray(keys)) return [issue];
  const parent = issue.instancePath.replace(/\/$/, '');
  return keys.map((key) => ({ instancePath: `${parent}/${String(key)}`, message: UNKNOWN_FIELD_MESSAGE }));
}

function fieldMap(validation: ValidationIssue[]): Record<string, string[] | string> {
  const fields: FieldErrors = {};
  let detail: string | undefined;
  for (const issue of validation.flatMap(perField)) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'Valor no válido';
    if (!field) {
      detail ??= message;
      continue;
    }
    (fields[field] ??= []).push(message);
  }
  return detail ? { detail, ...fields } : fields;
}

const clientErrorDetails: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: messages.payloadTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.unsupportedMediaType,
};

// @fastify/multipart answers a request that is not multipart with 406 (Not Acceptable, about the answer's type);
// what is wrong is the request's type: 415.
const clientErrorStatuses: Record<string, number> = { FST_INVALID_MULTIPART_CONTENT_TYPE: 415 };

// busboy (the parser under @fastify/multipart) refuses a form with no boundary or cut short with plain Errors,
// without a code: the request is at fault, not the server.
const malformedMultipart = /^Multipart: Boundary not found$|unexpected end of multipart data/i;

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(error.body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(fieldMap(error.validation));
  }
  const databaseError = clientStatusOfDatabaseError(error);
  if (databaseError) {
    request.log.warn({ code: error.code }, 'database refused a value');
    return reply.status(databaseError.status).send({ detail: databaseError.detail });
  }
  if (error.statusCode === undefined && malformedMultipart.test(error.message)) {
    return reply.status(400).send({ detail: messages.malformedForm });
  }
  const status = clientErrorStatuses[error.code] ?? error.statusCode ?? 500;
  if (status === 429) {
    return reply.status(429).send({ detail: messages.tooManyRequests });
  }
  if (status >= 400 && status < 500) {
    const detail = clientErrorDetails[error.code] ?? (status === 404 ? messages.notFound : 'Solicitud no válida');
    return reply.status(status).send({ detail });
  }
  if (clientHungUp(request)) {
    // An upload cut short by the client fails in the parser with an ECONNRESET, as a lost database would:
    // it is the client's doing, not a server error.
    request.log.info({ err: error }, 'client hung up');
    return reply.status(400).send({ detail: 'Solicitud no válida' });
  }
  // A person reporting a 5xx can quote request_id; it names every log line of the request.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.status(503).send({ detail: messages.serviceUnavailable, request_id: request.id });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ detail: messages.internal, request_id: request.id });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ detail: messages.notFound, code: genericRefusalCode(404) });
}

/**
 * Every 4xx body carries a `code` a client branches on: its own (a refusal made with `refuse`, consent's), or else its
 * status's generic one (`not_found`, `invalid_request`…); a field map keeps its fields beside it.
 */
export function withRefusalCode(status: number, body: unknown): unknown {
  if (status < 400 || status >= 500 || typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return body;
  if (typeof (body as { code?: unknown }).code === 'string') return body;
  return { ...body, code: genericRefusalCode(status) };
}

/** Sets the one error shape on an instance (root or an encapsulated service), refusals sent by a route included. */
export function useErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
  app.addHook('preSerialization', async (_request, reply, payload) => withRefusalCode(reply.statusCode, payload));
}
