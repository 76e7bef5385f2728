import { directoryFilters } from '@emind/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDirectory, publicExperiences, publicProfile } from '../../directory/directory.service.ts';
import { directoryPageSchema, errorResponses, experienceSchema, idParams, publicProfileSchema } from '@emind/contracts';

const option = (values: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(values as [string, ...string[]], { error: 'Opción de filtro no válida' }).optional());

const directoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(12),
  approach: option(directoryFilters.approach),
  age_group: option(directoryFilters.ageGroup),
  modality: option(directoryFilters.modality),
  reason: option(directoryFilters.reason),
  ordering: z
    .string()
    .optional()
    .transform((value) => value || 'experience')
    .pipe(z.enum(['experience', 'name', 'rating', 'price'], { error: 'Orden no válido' })),
});

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
    schema: { tags, querystring: directoryQuery, response: { 200: directoryPageSchema, ...errorResponses } },
    onRequest,
    handler: async (request, reply) => {
      const q = request.query;
      return kept.answer(request, reply, () =>
        listDirectory(ctx, {
          filters: { approach: q.approach, ageGroup: q.age_group, modality: q.modality, reason: q.reason },
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
