import { adminPatientSchema, errorResponses, idParams } from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { patient, patients, togglePatientActive } from '../../admin/patients.service.ts';

/** The admin's view of client accounts (identity owns accounts); admin only. */
const adminPatientRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.identity;
  const tags = ['admin-patients'];
  app.addHook('onRequest', requireRole('admin'));

  app.get('/', {
    schema: { tags, querystring: z.object({ search: z.string().max(100).optional() }), response: { 200: z.array(adminPatientSchema), ...errorResponses } },
    handler: async (request) => patients(ctx, currentUser(request), request.query.search),
  });
  app.get('/:id', {
    schema: { tags, params: idParams, response: { 200: adminPatientSchema, ...errorResponses } },
    handler: async (request) => patient(ctx, currentUser(request), request.params.id),
  });
  app.patch('/:id/status', {
    schema: { tags, params: idParams, response: { 200: adminPatientSchema, ...errorResponses } },
    handler: async (request) => togglePatientActive(ctx, currentUser(request), request.params.id),
  });
};

export default adminPatientRoutes;
