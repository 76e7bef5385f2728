import { errorResponses, idParams, publicReviewListSchema } from '@emind/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicReviews } from '../../reviews/reviews.service.ts';

/** /comments/public/psychologist/{id}/reviews: the APPROVED reviews of a psychologist, for anyone. */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.reviews;
  app.get('/psychologist/:id/reviews', {
    schema: { tags: ['reviews'], params: idParams, response: { 200: publicReviewListSchema, ...errorResponses } },
    handler: async (request) => ({ results: await publicReviews(ctx, request.params.id) }),
  });
};

export default publicRoutes;
