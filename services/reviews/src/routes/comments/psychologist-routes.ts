import { errorResponses, psychologistReviewsSchema } from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { psychologistStats, reviews } from '../../reviews/reviews.service.ts';

/** /comments/psychologist/reviews: every review of the psychologist (all statuses) and the stats of the APPROVED ones. */
const psychologistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.reviews;
  app.get('/reviews', {
    onRequest: requireRole('psychologist'),
    schema: { tags: ['reviews'], response: { 200: psychologistReviewsSchema, ...errorResponses } },
    handler: async (request) => {
      const psychologistId = currentUser(request).profileId;
      const [list, stats] = await Promise.all([reviews(ctx, { psychologistId }), psychologistStats(ctx, psychologistId)]);
      return { reviews: list, stats };
    },
  });
};

export default psychologistRoutes;
