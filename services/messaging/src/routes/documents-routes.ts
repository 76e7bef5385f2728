import { createHash } from 'node:crypto';
import { documentParams, errorResponses, refusalSchema, sharedDocumentSchema, sharedDocumentsSchema, signDocumentBody } from '@emind/contracts';
import { DOCUMENT_MAX_BYTES, documentsMessages } from '@emind/domain';
import { badRequestDetail, currentUser, limitBy, type OpenedFile, privateDownloadHeaders, rateLimitPlugin, receiveUpload, requireRole, sendOpenedFile, type UploadRule } from '@emind/server-kit';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultDocumentsConfig } from '../documents/documents-config.ts';
import { listDocuments, openDocumentFile, openSignedFile, shareDocument, signDocument } from '../documents/documents.service.ts';

const tags = ['documents'];
const people = requireRole('client', 'psychologist');
const withConflict = { ...errorResponses, 409: refusalSchema };
const pdfFile = z.unknown().describe('The PDF');

export const DOCUMENT_RULE: UploadRule = {
  maxBytes: DOCUMENT_MAX_BYTES, types: ['application/pdf'], tooLarge: documentsMessages.fileTooLarge, wrongType: documentsMessages.fileNotPdf,
};

export interface DocumentsRoutesOptions {
  /** Key prefix of the shared rate-limit counters (tests isolate themselves). */
  rateLimitNameSpace?: string | undefined;
}

const sendPdf = (reply: FastifyReply, { opened, fileName }: { opened: OpenedFile; fileName: string }): FastifyReply =>
  sendOpenedFile(reply, opened, { mime: 'application/pdf', headers: privateDownloadHeaders(fileName) });

/** /documents: PDFs a psychologist shares with a patient in their care, and the patient's signature (issue 41). */
const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (app, { rateLimitNameSpace }) => {
  const ctx = app.messaging;
  const limits = ctx.config.documents ?? defaultDocumentsConfig;
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: DOCUMENT_MAX_BYTES, parts: 8 } });
  await app.register(rateLimitPlugin, { redisUrl: ctx.config.redisUrl, ...(rateLimitNameSpace ? { nameSpace: rateLimitNameSpace } : {}) });

  app.get('/', {
    onRequest: people,
    schema: { tags, summary: 'My documents: those I shared (psychologist) or that were shared with me (patient), newest first', response: { 200: sharedDocumentsSchema, ...errorResponses } },
    handler: async (request) => listDocuments(ctx, currentUser(request)),
  });

  app.post('/', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags,
      summary: 'Shares a PDF with a patient in my care',
      description: 'Multipart: `patient` (their profile id), `title`, `requires_signature` (`true`/`false`) and `file` (a PDF, ≤ 10 MB, checked by content).',
      consumes: ['multipart/form-data'],
      response: { 201: sharedDocumentSchema, ...errorResponses, 413: refusalSchema, 415: refusalSchema },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw badRequestDetail(documentsMessages.fileRequired);
      const hash = createHash('sha256');
      const received = await receiveUpload(request, ctx.storage, {
        fileField: 'file', anyRule: DOCUMENT_RULE, ruleOf: () => DOCUMENT_RULE, target: () => ({ area: 'private', folder: 'shared-documents' }),
        inspect: (chunk) => hash.update(chunk),
      });
      return reply.status(201).send(await shareDocument(ctx, currentUser(request), received.fields, received.file, hash.digest('hex')));
    },
  });

  app.get('/:id/file', {
    onRequest: people,
    schema: { tags, summary: 'The PDF as shared', params: documentParams, response: { 200: pdfFile, ...errorResponses } },
    handler: async (request, reply) => sendPdf(reply, await openDocumentFile(ctx, currentUser(request), request.params.id)),
  });

  app.post('/:id/sign', {
    onRequest: requireRole('client'),
    preHandler: limitBy(app, 'login-ip', limits.passwordPerAddress),
    schema: {
      tags, summary: "Signs a document that asks for it: my full name and my password (a wrong one counts like a failed login); 409 when already signed",
      params: documentParams, body: signDocumentBody, response: { 200: sharedDocumentSchema, ...withConflict },
    },
    handler: async (request) => signDocument(ctx, currentUser(request), request.params.id, request.body, request.ip),
  });

  app.get('/:id/signed', {
    onRequest: people,
    schema: { tags, summary: 'The signed copy: the original with its signature page (409 while unsigned)', params: documentParams, response: { 200: pdfFile, ...withConflict } },
    handler: async (request, reply) => sendPdf(reply, await openSignedFile(ctx, currentUser(request), request.params.id)),
  });
};

export default documentsRoutes;
