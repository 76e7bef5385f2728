import { appointmentSchema, errorResponses, idParams, refusalSchema, rescheduleAppointmentBody } from '@emind/contracts';
import { currentUser, requireConsent, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rescheduleAppointment } from '../../reschedule/reschedule.service.ts';

/** /appointments/{id}/reschedule: 'Reprogramar', by the appointment's patient or psychologist. */
const rescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;

  app.patch('/:id/reschedule', {
    onRequest: requireRole('client', 'psychologist'),
    preHandler: requireConsent(),
    schema: {
      tags: ['appointments'],
      description:
        'Moves an upcoming appointment to another free slot of the same psychologist: the patient until EMIND_RESCHEDULE_MIN_HOURS ' +
        'before the session, the psychologist until it starts (with an optional note to the patient). Status, payment and meeting ' +
        "link stay. 409 when the target is taken ('Este horario ya ha sido reservado') or the appointment was just moved.",
      params: idParams,
      body: rescheduleAppointmentBody,
      response: { 200: appointmentSchema, ...errorResponses, 409: refusalSchema },
    },
    handler: async (request) => rescheduleAppointment(ctx, currentUser(request), request.params.id, request.body),
  });
};

export default rescheduleRoutes;
