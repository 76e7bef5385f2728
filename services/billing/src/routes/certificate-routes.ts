import { certificateQuerySchema, certificateVerificationSchema, detailSchema, errorResponses, issuedCertificateListSchema } from '@emind/contracts';
import { currentUser, limitBy, privateDownloadHeaders, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueCertificate, issuedCertificates, verifyCertificate } from '../billing/certificates.service.ts';
import { defaultBillingRateLimits } from '../config.ts';

const tags = ['billing'];

/** /billing/certificates (the patient's reimbursement certificate), its list, and /billing/verify/{code} (public). */
const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.billing;
  const limits = ctx.config.rateLimits ?? defaultBillingRateLimits;

  app.get('/certificates', {
    onRequest: requireRole('client'),
    preHandler: limitBy(app, 'billing-certificates', limits.certificates, (request) => String(currentUser(request).id)),
    schema: {
      tags,
      description:
        "The patient's 'Certificado de atención para reembolso' for the sessions held and paid in [from, to] (at most 12 months), as a PDF, " +
        'or `format=zip` with the boletas\' PDFs beside it. Each certificate has a verification code printed with its URL. Limited per patient (429).',
      querystring: certificateQuerySchema,
      response: { 200: z.unknown().describe('application/pdf or application/zip'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { from, to, format } = request.query;
      const file = await issueCertificate(ctx, currentUser(request), from, to, format);
      return reply
        .header('content-type', file.mime)
        .headers(privateDownloadHeaders(file.fileName))
        .send(file.body instanceof Uint8Array ? Buffer.from(file.body) : file.body);
    },
  });

  app.get('/certificates/issued', {
    onRequest: requireRole('client'),
    schema: {
      tags,
      description: "The patient's certificates, newest first (at most 50), each with why it was revoked when it was.",
      response: { 200: issuedCertificateListSchema, ...errorResponses },
    },
    handler: async (request) => ({ results: await issuedCertificates(ctx, currentUser(request)) }),
  });

  app.get('/verify/:code', {
    preHandler: limitBy(app, 'billing-verify', limits.verify),
    schema: {
      tags,
      description:
        'Public: whether a certificate is genuine, and what it states about the psychologist, the dates and the total. Nothing about the patient. ' +
        'A certificate whose sessions were later cancelled or refunded answers not genuine, with the reason.',
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
