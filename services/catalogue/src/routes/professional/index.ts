import { badRequest, currentUser, HttpError, requireRole, type UploadRule } from '@emind/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_RULE,
  documentsOf,
  readDocumentFile,
  ruleFor,
  uploadDocument,
  verificationStatusOf,
  VIDEO_RULE,
  type Upload,
} from '../../documents/documents.service.ts';
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

const TYPE_FIRST = 'Envía document_type antes del archivo.';

/** The file's bytes, refused (413) as soon as they pass `rule.maxBytes`: a request never makes the server hold more. */
async function readWithin(file: AsyncIterable<Buffer> & { resume(): unknown }, rule: UploadRule): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > rule.maxBytes) {
      file.resume();
      throw new HttpError(413, { detail: rule.tooLarge });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Reads the fields, then the one file with the limit of the document type the fields named (so they come first). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  let content: Buffer | null = null;
  let fileName = '';
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: VIDEO_RULE.maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const type = documentTypeSchema.safeParse(fields.document_type);
      if (!type.success) {
        part.file.resume();
        throw badRequest({ document_type: [fields.document_type === undefined ? TYPE_FIRST : 'Tipo de documento no válido'] });
      }
      content = await readWithin(part.file, ruleFor(type.data));
      fileName = part.filename;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const type = documentTypeSchema.safeParse(fields.document_type);
  if (!type.success) throw badRequest({ document_type: ['Tipo de documento no válido'] });
  if (!content || content.length === 0) throw badRequest({ file: [FILE_MISSING] });
  return { documentType: type.data, description: (fields.description ?? '').trim().slice(0, 500), fileName, content };
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
      const upload = await readUpload(request);
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
      const encoded = encodeURIComponent(file.fileName);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encoded}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });
  app.get('/me/verification-status', {
    onRequest: psychologist,
    schema: { tags, response: { 200: verificationStatusResponse, ...errorResponses } },
    handler: async (request) => verificationStatusOf(ctx, currentUser(request).profileId),
  });
};

export default professionalRoutes;
