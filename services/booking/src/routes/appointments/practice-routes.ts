import {
  adminPendingPaymentsSchema,
  adminWeeklyBookingsSchema,
  errorResponses,
  idParams,
  patientDetailSchema,
  patientListQuery,
  patientSummaryListSchema,
  psychologistStatsSchema,
  psychologistWeeklySessionsSchema,
} from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { psychologistPatient, psychologistPatients, togglePatientMark } from '../../practice/patients.service.ts';
import { adminPendingPayments, adminWeeklyBookings, psychologistStats, psychologistWeeklySessions } from '../../practice/stats.service.ts';

const tags = ['practice'];

/** The psychologist's home and 'Mis Pacientes', and the admin home's figures. */
const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;

  app.get('/psychologist-stats', {
    onRequest: requireRole('psychologist'),
    schema: { tags, response: { 200: psychologistStatsSchema, ...errorResponses } },
    handler: async (request) => psychologistStats(ctx, currentUser(request)),
  });

  app.get('/psychologist-weekly-sessions', {
    onRequest: requireRole('psychologist'),
    schema: { tags, response: { 200: psychologistWeeklySessionsSchema, ...errorResponses } },
    handler: async (request) => psychologistWeeklySessions(ctx, currentUser(request)),
  });

  app.get('/psychologist_patients', {
    onRequest: requireRole('psychologist'),
    schema: { tags, querystring: patientListQuery, response: { 200: patientSummaryListSchema, ...errorResponses } },
    handler: async (request) => psychologistPatients(ctx, currentUser(request), request.query),
  });

  app.get('/psychologist_patients/:id', {
    onRequest: requireRole('psychologist'),
    schema: { tags, params: idParams, response: { 200: patientDetailSchema, ...errorResponses } },
    handler: async (request) => psychologistPatient(ctx, currentUser(request), request.params.id),
  });

  app.patch('/psychologist_patients/:id/status', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags,
      description: "Toggles the patient's mark in this psychologist's list only (the account is untouched).",
      params: idParams,
      response: { 200: patientDetailSchema, ...errorResponses },
    },
    handler: async (request) => togglePatientMark(ctx, currentUser(request), request.params.id),
  });

  app.get('/admin/weekly-bookings', {
    onRequest: requireRole('admin'),
    schema: { tags, response: { 200: adminWeeklyBookingsSchema, ...errorResponses } },
    handler: async () => adminWeeklyBookings(ctx),
  });

  app.get('/admin/payments-pending-count', {
    onRequest: requireRole('admin'),
    schema: { tags, response: { 200: adminPendingPaymentsSchema, ...errorResponses } },
    handler: async () => adminPendingPayments(ctx),
  });
};

export default practiceRoutes;
