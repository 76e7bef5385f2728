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
      const psychologist = currentUser(request);
      const list = await reviews(ctx, psychologist, { psychologistId: psychologist.profileId });
      const stats = await psychologistStats(ctx, psychologist.profileId);
      return { reviews: list, stats };
    },
  });
};

export default psychologistRoutes;
