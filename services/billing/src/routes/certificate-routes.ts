import { certificateQuerySchema, certificateVerificationSchema, detailSchema, errorResponses } from '@emind/contracts';
import { currentUser, limitBy, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueCertificate, verifyCertificate } from '../billing/certificates.service.ts';

const tags = ['billing'];

/** A code is 100 random bits, but a public route still must not be a free oracle: 30 checks a minute per address. */
export const VERIFY_LIMIT = { max: 30, timeWindow: 60_000 };

/** /billing/certificates (the patient's reimbursement certificate) and /billing/verify/{code} (public). */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.billing;

  app.get('/certificates', {
    onRequest: requireRole('client'),
    schema: {
      tags,
      description:
        "The patient's 'Certificado de atención para reembolso' for the paid sessions in [from, to] (at most 12 months), as a PDF, " +
        'or `format=zip` with the boletas\' PDFs beside it. Each certificate has a verification code printed with its URL.',
      querystring: certificateQuerySchema,
      response: { 200: z.unknown().describe('application/pdf or application/zip'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { from, to, format } = request.query;
      const file = await issueCertificate(ctx, currentUser(request), from, to, format);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.body));
    },
  });

  app.get('/verify/:code', {
    preHandler: limitBy(app, 'billing-verify', VERIFY_LIMIT),
    schema: {
      tags,
      description: 'Public: whether a certificate is genuine, and what it states about the psychologist, the dates and the total. Nothing about the patient.',
      params: z.object({ code: z.string().max(64) }),
      response: { 200: certificateVerificationSchema, 404: detailSchema.describe('no code in the path'), 429: detailSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyCertificate(ctx, request.params.code);
    },
  });
};

export default certificateRoutes;
