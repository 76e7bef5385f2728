import { adminReviewsQuery, errorResponses, idParams, moderateReviewBody, refusalSchema, reviewListSchema, reviewSchema } from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moderateReview, removeReview, reviews } from '../../reviews/reviews.service.ts';

const tags = ['reviews'];
const conflictResponse = { 409: refusalSchema };

/** /comments/admin/reviews: moderation (list by status, approve or reject a PENDING review, delete). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.reviews;
  app.addHook('onRequest', requireRole('admin'));

  app.get('/reviews', {
    schema: { tags, querystring: adminReviewsQuery, response: { 200: reviewListSchema, ...errorResponses } },
    handler: async (request) => ({ results: await reviews(ctx, currentUser(request), request.query.status ? { status: request.query.status } : {}) }),
  });

  app.patch('/reviews/:id', {
    schema: { tags, params: idParams, body: moderateReviewBody, response: { 200: reviewSchema, ...errorResponses, ...conflictResponse } },
    handler: async (request) => moderateReview(ctx, currentUser(request), request.params.id, request.body.status),
  });

  app.delete('/reviews/:id', {
    schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await removeReview(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  });
};

export default adminRoutes;
