import { appointmentCode } from '@emind/domain';
import { errorResponses, idParams } from '@emind/contracts';
import { currentUser, privateDownloadHeaders, requireAuth } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFileFor } from '../../calendar/calendar.service.ts';

/** The confirmed session as an .ics file ('Agregar a mi calendario'). */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id/calendar.ics', {
    onRequest: requireAuth(),
    schema: { tags: ['appointments'], params: idParams, response: { 200: z.string().describe('text/calendar'), ...errorResponses } },
    handler: async (request, reply) => {
      const ics = await calendarFileFor(app.booking, currentUser(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .headers(privateDownloadHeaders(`cita-${appointmentCode(request.params.id)}.ics`))
        .send(ics);
    },
  });
};

export default calendarRoutes;
