import { accessLogPageSchema, adminAccessLogQuery, dataRequestsPageSchema, dataRequestsQuery, errorResponses } from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccessLog } from '../../privacy/requests/access-log.service.ts';
import { dataRequests } from '../../privacy/requests/admin-requests.service.ts';

/** 'Solicitudes de datos' and 'Registro de accesos': admins read them; nothing here changes a request. */
const adminPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.identity;
  const tags = ['admin-privacy'];
  app.addHook('onRequest', requireRole('admin'));

  app.get('/data-requests', {
    schema: { tags, querystring: dataRequestsQuery, response: { 200: dataRequestsPageSchema, ...errorResponses } },
    handler: async (request) => {
      const { kind, status, page } = request.query;
      return dataRequests(ctx, currentUser(request), { kind, status }, page);
    },
  });
  app.get('/access-log', {
    schema: { tags, querystring: adminAccessLogQuery, response: { 200: accessLogPageSchema, ...errorResponses } },
    handler: async (request) => adminAccessLog(ctx, request.query),
  });
};

export default adminPrivacyRoutes;
