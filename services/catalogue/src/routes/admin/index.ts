import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeVerificationStatus, dashboardStats, listPsychologists, psychologistDetail } from '../../admin/admin.service.ts';
import { documentsShownTo, setDocumentStatus } from '../../documents/documents.service.ts';
import { requirePsychologistAccount } from '../../professionals/professionals.service.ts';
import {
  adminDetailSchema,
  adminListSchema,
  documentSchema,
  errorResponses,
  idParams,
  statsSchema,
  verificationStatusSchema,
} from '@emind/contracts';

const listQuery = z.object({
  search: z.string().max(100).optional(),
  verification_status: verificationStatusSchema.optional().or(z.literal('').transform(() => undefined)),
  verification_status__in: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : undefined))
    .pipe(z.array(verificationStatusSchema).optional()),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const documentStatusBody = z.object({
  verification_status: z.enum(['approved', 'rejected'], { error: 'Estado no válido' }),
  rejection_reason: z.string().max(1000).nullable().optional(),
});

/** Admin management of psychologists; the whole folder is admin-only. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.catalogue;
  const tags = ['admin-psychologists'];
  app.addHook('onRequest', requireRole('admin'));

  app.get('/stats/dashboard', {
    schema: { tags, response: { 200: statsSchema, ...errorResponses } },
    handler: async () => dashboardStats(ctx),
  });
  app.get('/psychologists', {
    schema: { tags, querystring: listQuery, response: { 200: adminListSchema, ...errorResponses } },
    handler: async (request) => {
      const { search, verification_status, verification_status__in, limit } = request.query;
      const statuses = [...(verification_status ? [verification_status] : []), ...(verification_status__in ?? [])];
      return listPsychologists(ctx, currentUser(request), { search, statuses, limit });
    },
  });
  app.patch('/psychologists/documents/:id/status', {
    schema: { tags, params: idParams, body: documentStatusBody, response: { 200: documentSchema, ...errorResponses } },
    handler: async (request) =>
      setDocumentStatus(ctx, currentUser(request), request.params.id, request.body.verification_status, request.body.rejection_reason),
  });
  app.get('/psychologists/:id', {
    schema: { tags, params: idParams, response: { 200: adminDetailSchema, ...errorResponses } },
    handler: async (request) => psychologistDetail(ctx, request.params.id, currentUser(request)),
  });
  app.get('/psychologists/:id/documents', {
    schema: { tags, params: idParams, response: { 200: z.array(documentSchema), ...errorResponses } },
    handler: async (request) => {
      await requirePsychologistAccount(ctx, request.params.id);
      return documentsShownTo(ctx, currentUser(request), request.params.id);
    },
  });
  app.patch('/psychologists/:id/toggle-status', {
    schema: {
      tags,
      params: idParams,
      body: z.object({ verification_status: verificationStatusSchema }),
      response: { 200: adminDetailSchema, ...errorResponses },
    },
    handler: async (request) => changeVerificationStatus(ctx, request.params.id, request.body.verification_status, currentUser(request)),
  });
};

export default adminRoutes;
