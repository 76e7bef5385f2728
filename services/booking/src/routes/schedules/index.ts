import { availableDaysSchema, errorResponses, idParams, scheduleResponseSchema, scheduleUpdateBody } from '@emind/contracts';
import { currentUser, requireAuth, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAvailableDays, getSchedule, getVisibleSchedule, replaceSchedule } from '../../schedules/schedules.service.ts';

const tags = ['schedules'];

/** /schedules: the psychologist's own weekly schedule, and a listed psychologist's schedule and free slots. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;

  app.get('/psychologist_schedule', {
    onRequest: requireRole('psychologist'),
    schema: { tags, response: { 200: scheduleResponseSchema, ...errorResponses } },
    handler: async (request) => ({ schedule_config: await getSchedule(ctx, currentUser(request).profileId) }),
  });

  app.patch('/psychologist-schedule/update', {
    onRequest: requireRole('psychologist'),
    schema: { tags, body: scheduleUpdateBody, response: { 200: scheduleResponseSchema, ...errorResponses } },
    handler: async (request) => ({
      schedule_config: await replaceSchedule(ctx, currentUser(request).profileId, request.body.schedule_config),
    }),
  });

  app.get('/psychologist/:id', {
    onRequest: requireAuth(),
    schema: { tags, params: idParams, response: { 200: scheduleResponseSchema, ...errorResponses } },
    handler: async (request) => ({ schedule_config: await getVisibleSchedule(ctx, currentUser(request), request.params.id) }),
  });

  app.get('/psychologist/:id/available-days', {
    onRequest: requireAuth(),
    schema: { tags, params: idParams, response: { 200: availableDaysSchema, ...errorResponses } },
    handler: async (request) => getAvailableDays(ctx, currentUser(request), request.params.id),
  });
};

export default scheduleRoutes;
