import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDirectory, publicExperiences, publicProfile } from '../../directory/directory.service.ts';
import { directoryPageSchema, directoryQuerySchema, errorResponses, experienceSchema, idParams, publicProfileSchema } from '@emind/contracts';

/**
 * No token needed: only listed psychologists, and for others nothing but their status. Visitors' answers are kept in
 * memory until a listing changes (plugins/public-answers.ts); 404s are not kept.
 */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.catalogue;
  const kept = app.publicAnswers;
  const tags = ['public-psychologists'];
  const onRequest = kept.serveKept;

  app.get('/psychologists', {
    schema: { tags, querystring: directoryQuerySchema, response: { 200: directoryPageSchema, ...errorResponses } },
    onRequest,
    handler: async (request, reply) => {
      const q = request.query;
      return kept.answer(request, reply, () =>
        listDirectory(ctx, {
          filters: { approach: q.approach, ageGroup: q.age_group, modality: q.modality, reason: q.reason },
          search: q.search,
          minPrice: q.min_price ?? null,
          maxPrice: q.max_price ?? null,
          availableThisWeek: q.available_this_week,
          ordering: q.ordering,
          page: q.page,
          pageSize: q.page_size,
        }),
      );
    },
  });
  app.get('/psychologists/:id', {
    schema: { tags, params: idParams, response: { 200: publicProfileSchema, ...errorResponses } },
    onRequest,
    handler: async (request, reply) => kept.answer(request, reply, () => publicProfile(ctx, request.params.id)),
  });
  app.get('/psychologists/:id/experiences', {
    schema: { tags, params: idParams, response: { 200: z.array(experienceSchema), ...errorResponses } },
    onRequest,
    handler: async (request, reply) => kept.answer(request, reply, () => publicExperiences(ctx, request.params.id)),
  });
};

export default publicRoutes;
