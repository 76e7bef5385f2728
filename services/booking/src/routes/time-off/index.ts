import {
  createdTimeOffSchema,
  createTimeOffBody,
  errorResponses,
  holidaysSettingBody,
  idParams,
  timeOffOverviewSchema,
} from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelStranded } from '../../time-off/stranded-cancel.service.ts';
import { createTimeOff, removeTimeOff, setSkipHolidays, timeOffOverview } from '../../time-off/time-off.service.ts';

const tags = ['schedules'];

/** /schedules/time-off: the psychologist's own time off ('Ausencias'), the holidays switch and stranded sessions. */
const timeOffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;
  app.addHook('onRequest', requireRole('psychologist'));

  app.get('/', {
    schema: { tags, description: 'Time off not yet ended, the holidays switch, and upcoming sessions on closed days.', response: { 200: timeOffOverviewSchema, ...errorResponses } },
    handler: async (request) => timeOffOverview(ctx, currentUser(request)),
  });

  app.post('/', {
    schema: { tags, description: 'Adds time off; answers the sessions already booked inside it.', body: createTimeOffBody, response: { 201: createdTimeOffSchema, ...errorResponses } },
    handler: async (request, reply) => reply.status(201).send(await createTimeOff(ctx, currentUser(request), request.body)),
  });

  app.delete('/:id', {
    schema: { tags, description: 'Removes one of the psychologist’s own time off.', params: idParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await removeTimeOff(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.patch('/holidays', {
    schema: { tags, description: "'No atender feriados': Chile's legal holidays without slots.", body: holidaysSettingBody, response: { 200: timeOffOverviewSchema, ...errorResponses } },
    handler: async (request) => setSkipHolidays(ctx, currentUser(request), request.body.skip_holidays),
  });

  app.patch('/stranded/:id/cancel', {
    schema: { tags, description: 'Cancels an upcoming session on a closed day (mail to the patient; a paid one goes to refund).', params: idParams, response: { 200: timeOffOverviewSchema, ...errorResponses } },
    handler: async (request) => cancelStranded(ctx, currentUser(request), request.params.id),
  });
};

export default timeOffRoutes;
