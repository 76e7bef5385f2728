import { errorResponses, pendingReviewAppointmentsSchema, refusalSchema, reviewListSchema, reviewSchema, submitReviewBody } from '@emind/contracts';
import { currentUser, requireConsent, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingAppointments, reviews, submitReview } from '../../reviews/reviews.service.ts';

const tags = ['reviews'];

/** /comments/client: the patient's sessions to rate, their reviews, and submitting one. */
const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.reviews;
  app.addHook('onRequest', requireRole('client'));

  app.get('/pending-appointments', {
    schema: { tags, response: { 200: pendingReviewAppointmentsSchema, ...errorResponses } },
    handler: async (request) => ({ results: await pendingAppointments(ctx, currentUser(request)) }),
  });

  app.get('/reviews', {
    schema: { tags, response: { 200: reviewListSchema, ...errorResponses } },
    handler: async (request) => ({ results: await reviews(ctx, currentUser(request), { clientId: currentUser(request).profileId }) }),
  });

  app.post('/submit', {
    preHandler: requireConsent(),
    schema: { tags, body: submitReviewBody, response: { 201: reviewSchema, ...errorResponses, 409: refusalSchema } },
    handler: async (request, reply) => reply.status(201).send(await submitReview(ctx, currentUser(request), request.body)),
  });
};

export default clientRoutes;
