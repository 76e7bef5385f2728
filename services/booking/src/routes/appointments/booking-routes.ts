import {
  adminPaymentVerificationQuery,
  appointmentListQuery,
  appointmentListSchema,
  appointmentSchema,
  clientAppointmentsSchema,
  clientDashboardStatsSchema,
  createAppointmentBody,
  errorResponses,
  hasConfirmedAppointmentsSchema,
  idParams,
  isFirstAppointmentSchema,
  refusalSchema,
  takenIntervalsSchema,
} from '@emind/contracts';
import { bookingMessages } from '@emind/domain';
import { countBookingOutcome, currentUser, HttpError, requireAuth, requireConsent, requireRole, sendJsonBytes } from '@emind/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookAppointment } from '../../appointments/booking.service.ts';
import { appointmentDetail } from '../../appointments/detail.service.ts';
import {
  adminPaymentAppointments,
  clientAppointmentsBody,
  clientDashboardStats,
  hasConfirmedAppointments,
  isFirstAppointment,
  psychologistAppointments,
  publicTakenIntervals,
} from '../../appointments/queries.service.ts';

const tags = ['appointments'];
const conflictResponse = { 409: refusalSchema };
const psychologistIdParams = z.object({ psychologistId: idParams.shape.id });

/** Only a client books: a psychologist or an admin hears why, before being asked for a client's consent. */
async function requireClientToBook(request: FastifyRequest): Promise<void> {
  if (currentUser(request).userType !== 'client') throw new HttpError(403, { detail: bookingMessages.onlyClientsBook });
}

/** Booking, the lists of each role, held intervals, first-appointment checks, the client's home figures. */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;

  app.post('/', {
    onRequest: requireAuth(),
    preHandler: [requireClientToBook, requireConsent()],
    schema: { tags, body: createAppointmentBody, response: { 201: appointmentSchema, ...errorResponses, ...conflictResponse } },
    onResponse: countBookingOutcome('appointment'),
    handler: async (request, reply) => reply.status(201).send(await bookAppointment(ctx, currentUser(request), request.body)),
  });

  app.get('/client-appointments', {
    onRequest: requireRole('client'),
    schema: { tags, response: { 200: clientAppointmentsSchema, ...errorResponses } },
    // Already encoded through the response schema: Fastify sends bytes of a JSON type as they are.
    handler: async (request, reply) => sendJsonBytes(request, reply.header('vary', 'Accept-Encoding'), await clientAppointmentsBody(ctx, currentUser(request))),
  });

  app.get('/my-appointments', {
    onRequest: requireRole('psychologist'),
    schema: { tags, querystring: appointmentListQuery, response: { 200: appointmentListSchema, ...errorResponses } },
    handler: async (request) => psychologistAppointments(ctx, currentUser(request), request.query),
  });

  app.get('/admin-payment-verification', {
    onRequest: requireRole('admin'),
    schema: { tags, querystring: adminPaymentVerificationQuery, response: { 200: appointmentListSchema, ...errorResponses } },
    handler: async (request) => adminPaymentAppointments(ctx, currentUser(request), request.query),
  });

  app.get('/psychologist/:id', {
    onRequest: requireAuth(),
    schema: { tags, params: idParams, response: { 200: takenIntervalsSchema, ...errorResponses } },
    handler: async (request) => publicTakenIntervals(ctx, request.params.id),
  });

  app.get('/:id', {
    onRequest: requireAuth(),
    schema: {
      tags,
      description: "One appointment, for its client, its psychologist or an admin; others' reads are recorded in the patient's access log.",
      params: idParams,
      response: { 200: appointmentSchema, ...errorResponses },
    },
    handler: async (request) => appointmentDetail(ctx, currentUser(request), request.params.id),
  });

  app.get('/:id/is-first-appointment', {
    onRequest: requireAuth(),
    schema: { tags, params: idParams, response: { 200: isFirstAppointmentSchema, ...errorResponses } },
    handler: async (request) => isFirstAppointment(ctx, currentUser(request), request.params.id),
  });

  app.get('/has-confirmed-appointments/:psychologistId', {
    onRequest: requireRole('client'),
    schema: { tags, params: psychologistIdParams, response: { 200: hasConfirmedAppointmentsSchema, ...errorResponses } },
    handler: async (request) => hasConfirmedAppointments(ctx, currentUser(request), request.params.psychologistId),
  });

  app.get('/dashboard-stats', {
    onRequest: requireRole('client'),
    schema: { tags, response: { 200: clientDashboardStatsSchema, ...errorResponses } },
    handler: async (request) => clientDashboardStats(ctx, currentUser(request)),
  });
};

export default bookingRoutes;
