import { boletaSchema, detailSchema, errorResponses, idParams, pendingBoletaListSchema } from '@emind/contracts';
import { BOLETA_MAX_BYTES, billingMessages } from '@emind/domain';
import { badRequestDetail, currentUser, privateDownloadHeaders, receiveUpload, requireRole, sendOpenedFile, type UploadRule } from '@emind/server-kit';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachBoleta, openBoletaFile, pendingBoletas, readBoleta, sessionForBoleta } from '../billing/boletas.service.ts';

const tags = ['billing'];

export const BOLETA_RULE: UploadRule = {
  maxBytes: BOLETA_MAX_BYTES,
  types: ['application/pdf'],
  tooLarge: billingMessages.fileTooLarge,
  wrongType: billingMessages.fileNotPdf,
};

/** /billing/appointments/{id}/boleta and /billing/boletas/pending: the boleta of each session paid to its receiver. */
const boletaRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.billing;
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: BOLETA_MAX_BYTES, parts: 10 } });

  app.put('/appointments/:id/boleta', {
    onRequest: requireRole('psychologist', 'admin'),
    schema: {
      tags,
      description:
        'Attaches (or replaces) the boleta of a session: multipart with `folio`, `issued_on` (yyyy-MM-dd) and an optional `file` (PDF ≤ 5 MB). ' +
        'Only the party that received the payment: the psychologist for later sessions, an admin for first sessions (paid to the platform).',
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: boletaSchema, ...errorResponses, 409: detailSchema, 413: detailSchema, 415: detailSchema },
    },
    handler: async (request) => {
      const user = currentUser(request);
      // Who may attach is settled before a byte of the file is stored.
      const session = await sessionForBoleta(ctx, user, request.params.id);
      if (!request.isMultipart()) throw badRequestDetail(billingMessages.fileRequired);
      const received = await receiveUpload(request, ctx.storage, {
        fileField: 'file',
        anyRule: BOLETA_RULE,
        ruleOf: () => BOLETA_RULE,
        target: () => ({ area: 'private', folder: 'boletas' }),
      });
      return attachBoleta(ctx, user, session, received.fields, received.file);
    },
  });

  app.get('/appointments/:id/boleta', {
    onRequest: requireRole('client', 'psychologist', 'admin'),
    schema: {
      tags,
      description: "The session's boleta: its patient, the party that received the payment, admins. 404 while it has none.",
      params: idParams,
      response: { 200: boletaSchema, ...errorResponses },
    },
    handler: async (request) => readBoleta(ctx, currentUser(request), request.params.id),
  });

  app.get('/appointments/:id/boleta/file', {
    onRequest: requireRole('client', 'psychologist', 'admin'),
    schema: {
      tags,
      description: "The boleta's PDF (`?view=true` to open it inline).",
      params: idParams,
      querystring: z.object({ view: z.enum(['true', 'false']).optional() }),
      response: { 200: z.unknown().describe('The boleta PDF'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { opened, fileName } = await openBoletaFile(ctx, currentUser(request), request.params.id);
      return sendOpenedFile(reply, opened, { mime: 'application/pdf', headers: privateDownloadHeaders(fileName, request.query.view === 'true') });
    },
  });

  app.get('/boletas/pending', {
    onRequest: requireRole('psychologist', 'admin'),
    schema: {
      tags,
      description: "Paid sessions without a boleta: a psychologist's own (later sessions), an admin's the platform's (first sessions).",
      response: { 200: pendingBoletaListSchema, ...errorResponses },
    },
    handler: async (request) => ({ results: await pendingBoletas(ctx, currentUser(request)) }),
  });
};

export default boletaRoutes;
