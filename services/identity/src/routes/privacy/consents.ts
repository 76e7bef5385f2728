import { acceptConsentsBody, consentsSchema, errorResponses, updateConsentsBody } from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptConsents, getConsents, updateConsents } from '../../privacy/consents.service.ts';

/** Each person's own consents and optional-mail switches; every role, own data only. */
const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.identity;
  const tags = ['privacy'];
  app.addHook('onRequest', requireRole());

  app.get('/', {
    schema: { tags, response: { 200: consentsSchema, ...errorResponses } },
    handler: async (request) => getConsents(ctx, currentUser(request).id),
  });
  app.patch('/', {
    schema: { tags, body: updateConsentsBody, response: { 200: consentsSchema, ...errorResponses } },
    handler: async (request) => updateConsents(ctx, currentUser(request).id, request.body),
  });
  app.post('/accept', {
    schema: { tags, body: acceptConsentsBody, response: { 200: consentsSchema, ...errorResponses } },
    handler: async (request) => acceptConsents(ctx, currentUser(request).id, request.body, request.ip),
  });
};

export default consentRoutes;
