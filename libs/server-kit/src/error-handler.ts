import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clientStatusOfDatabaseError } from './database-errors.ts';
import { HttpError, messages, type FieldErrors } from './errors.ts';

function fieldMap(validation: { instancePath: string; message?: string }[]): Record<string, string[] | string> {
  const fields: FieldErrors = {};
  let detail: string | undefined;
  for (const issue of validation) {
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
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return reply.status(429).send({ detail: messages.tooManyRequests });
  }
  if (status >= 400 && status < 500) {
    const detail = clientErrorDetails[error.code] ?? (status === 404 ? messages.notFound : 'Solicitud no válida');
    return reply.status(status).send({ detail });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ detail: messages.internal });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ detail: messages.notFound });
}

/** Sets the one error shape on an instance (root or an encapsulated service). */
export function useErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
}
