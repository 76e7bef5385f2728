import { erasureAcceptedSchema, erasureBlockedSchema, erasureBody, errorResponses } from '@emind/contracts';
import { currentUser, limitBy, requireAuth } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestErasure } from '../../privacy/requests/erasure.service.ts';

/**
 * 'Eliminar mi cuenta': any signed-in person (an admin too), their own account, with their password. The password is
 * checked like a login's: the same per-address limit here, the same per-account count of failures in the service.
 */
const erasureRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.identity;
  app.addHook('onRequest', requireAuth());

  app.post('/', {
    schema: { tags: ['privacy'], body: erasureBody, response: { 202: erasureAcceptedSchema, ...errorResponses, 409: erasureBlockedSchema } },
    preHandler: limitBy(app, 'login-ip', ctx.config.rateLimits.loginPerIp),
    handler: async (request, reply) => reply.status(202).send(await requestErasure(ctx, currentUser(request).id, request.body.password)),
  });
};

export default erasureRoutes;
