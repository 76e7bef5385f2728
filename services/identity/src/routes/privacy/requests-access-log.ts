import { accessGroupsPageSchema, accessLogQuery, errorResponses } from '@emind/contracts';
import { currentUser, requireAuth } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownAccessLog } from '../../privacy/requests/access-log.service.ts';

/** 'Quién ha visto mis datos': the reads of the person's data by others, in every service, grouped by reader and kind. */
const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.identity;
  app.addHook('onRequest', requireAuth());

  app.get('/', {
    schema: { tags: ['privacy'], querystring: accessLogQuery, response: { 200: accessGroupsPageSchema, ...errorResponses } },
    handler: async (request) => ownAccessLog(ctx, currentUser(request).id, request.query.page),
  });
};

export default accessLogRoutes;
