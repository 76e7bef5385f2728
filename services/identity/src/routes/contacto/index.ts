import { CONTACT_SENT, contactBody, detailSchema, fieldErrorsSchema } from '@emind/contracts';
import { limitBy } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveContactMessage } from '../../contact/contact.service.ts';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.identity;
  app.post('/', {
    schema: { tags: ['contacto'], body: contactBody, response: { 201: detailSchema, 400: fieldErrorsSchema, 429: detailSchema } },
    preHandler: limitBy(app, 'contact', ctx.config.rateLimits.contact),
    handler: async (request, reply) => {
      await receiveContactMessage(ctx, request.body, request.ip);
      return reply.status(201).send({ detail: CONTACT_SENT });
    },
  });
};

export default contactRoutes;
