import type { VerificationDocumentType } from '@emind/domain';
import { badRequest, currentUser, HttpError, privateDownloadHeaders, receiveUpload, requireRole, sendOpenedFile, type Storage } from '@emind/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANY_DOCUMENT_RULE,
  DOCUMENT_RULE,
  documentsOf,
  readDocumentFile,
  ruleFor,
  uploadDocument,
  verificationStatusOf,
  VIDEO_RULE,
  type Upload,
} from '../../documents/documents.service.ts';
import { VideoDurationProbe } from '../../documents/video-duration-probe.ts';
import { getProfessionalProfile, patchProfessionalProfile, replaceExperiences } from '../../professionals/professionals.service.ts';
import {
  detailSchema,
  documentSchema,
  documentTypeSchema,
  errorResponses,
  experiencesBody,
  experiencesResponse,
  idParams,
  professionalPatchBody,
  professionalProfileSchema,
  verificationStatusResponse,
} from '@emind/contracts';

const FILE_MISSING = 'Debes seleccionar un archivo.';

/** The form in any order (browsers send the file first): the file streams into storage while the fields arrive. */
async function readUpload(request: FastifyRequest, storage: Storage): Promise<Upload> {
  let documentType: VerificationDocumentType | null = null;
  const probe = new VideoDurationProbe();
  const received = await receiveUpload(request, storage, {
    fileField: 'file',
    anyRule: ANY_DOCUMENT_RULE,
    ruleOf: (fields, complete) => {
      if (fields.document_type === undefined && !complete) return null;
      const type = documentTypeSchema.safeParse(fields.document_type);
      if (!type.success) throw badRequest({ document_type: ['Tipo de documento no válido'] });
      documentType = type.data;
      return ruleFor(type.data);
    },
    target: (mime) => ({ area: 'private', folder: VIDEO_RULE.types.includes(mime) ? 'videos' : 'documents' }),
    inspect: (chunk) => probe.push(chunk),
  });
  if (!received.file || !documentType) throw badRequest({ file: [FILE_MISSING] });
  return {
    documentType,
    description: (received.fields.description ?? '').trim().slice(0, 500),
    fileName: received.fileName,
    file: received.file,
    durationSeconds: probe.seconds(received.file.mime),
  };
}

/** The psychologist's own professional data; the profile id comes from the token, never from the URL. */
const professionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.catalogue;
  const tags = ['psychologist-profiles'];
  const psychologist = requireRole('psychologist');

  app.get('/me/professional', {
    onRequest: psychologist,
    schema: { tags, response: { 200: professionalProfileSchema, ...errorResponses } },
    handler: async (request) => getProfessionalProfile(ctx, currentUser(request).profileId),
  });
  app.patch('/me/professional', {
    onRequest: psychologist,
    schema: { tags, body: professionalPatchBody, response: { 200: professionalProfileSchema, ...errorResponses } },
    handler: async (request) => patchProfessionalProfile(ctx, currentUser(request).profileId, request.body),
  });
  app.post('/me/experiences', {
    onRequest: psychologist,
    schema: { tags, body: experiencesBody, response: { 200: experiencesResponse, ...errorResponses } },
    handler: async (request) => ({ experiences: await replaceExperiences(ctx, currentUser(request).profileId, request.body.experiences) }),
  });

  app.post('/me/upload-verification-document', {
    onRequest: psychologist,
    bodyLimit: VIDEO_RULE.maxBytes + 1024 * 1024,
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      response: { 201: documentSchema, ...errorResponses, 409: detailSchema, 413: detailSchema, 415: detailSchema },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, { detail: DOCUMENT_RULE.wrongType });
      const upload = await readUpload(request, ctx.storage);
      return reply.status(201).send(await uploadDocument(ctx, currentUser(request).profileId, upload));
    },
  });
  app.get('/me/documents', {
    onRequest: psychologist,
    schema: { tags, response: { 200: z.array(documentSchema), ...errorResponses } },
    handler: async (request) => documentsOf(ctx, currentUser(request).profileId),
  });
  app.get('/me/documents/download/:id', {
    onRequest: requireRole('psychologist', 'admin'),
    schema: { tags, params: idParams, response: { 200: z.any(), ...errorResponses } },
    handler: async (request, reply) => {
      const file = await readDocumentFile(ctx, request.params.id, currentUser(request));
      return sendOpenedFile(reply, file.opened, { mime: file.mime, headers: privateDownloadHeaders(file.fileName) });
    },
  });
  app.get('/me/verification-status', {
    onRequest: psychologist,
    schema: { tags, response: { 200: verificationStatusResponse, ...errorResponses } },
    handler: async (request) => verificationStatusOf(ctx, currentUser(request).profileId),
  });
};

export default professionalRoutes;
