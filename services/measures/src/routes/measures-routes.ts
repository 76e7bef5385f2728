import {
  assignmentSchema,
  createAssignmentBody,
  detailSchema,
  errorResponses,
  idParams,
  instrumentListSchema,
  latestMeasuresQuery,
  latestMeasuresSchema,
  openSafetyFlagListSchema,
  ownMeasuresSchema,
  patientIdsOf,
  patientMeasuresSchema,
  pendingMeasureListSchema,
  safetyFlagCountSchema,
  scoreSchema,
  submitResponseBody,
} from '@emind/contracts';
import { currentUser, requireConsent, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestMeasures } from '../measures/latest-measures.service.ts';
import { openSafetyFlagCount, openSafetyFlags } from '../measures/safety-flags.service.ts';
import {
  createAssignment,
  deleteAssignment,
  instrumentList,
  markFlagReviewed,
  ownMeasures,
  patientMeasures,
  pendingFor,
  submitResponse,
} from '../measures/measures.service.ts';

const tags = ['measures'];
const withConflict = { ...errorResponses, 409: detailSchema };

/** /measures (issue 28): the questionnaires, their assignment by the psychologist, the patient's answers and the history. */
const measuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.measures;

  app.get('/instruments', {
    schema: { tags, description: 'PHQ-9 and GAD-7 as the screens show them: items, options, severity bands and source.', response: { 200: instrumentListSchema } },
    handler: async () => ({ results: instrumentList() }),
  });

  app.post('/assignments', {
    onRequest: requireRole('psychologist'),
    schema: { tags, body: createAssignmentBody, response: { 201: assignmentSchema, ...withConflict } },
    handler: async (request, reply) => reply.status(201).send(await createAssignment(ctx, currentUser(request), request.body)),
  });

  app.delete('/assignments/:id', {
    onRequest: requireRole('psychologist'),
    schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await deleteAssignment(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/pending', {
    onRequest: requireRole('client'),
    schema: { tags, description: "The patient's questionnaires due now and unanswered.", response: { 200: pendingMeasureListSchema, ...errorResponses } },
    handler: async (request) => ({ results: await pendingFor(ctx, currentUser(request)) }),
  });

  app.post('/responses', {
    onRequest: requireRole('client'),
    preHandler: requireConsent(),
    schema: {
      tags,
      description: 'Scored on the server. `safety_alert` true (PHQ-9 item 9 above 0): show where to get help first; the psychologist is told.',
      body: submitResponseBody,
      response: { 201: scoreSchema, ...withConflict },
    },
    handler: async (request, reply) => reply.status(201).send(await submitResponse(ctx, currentUser(request), request.body)),
  });

  app.get('/mine', {
    onRequest: requireRole('client'),
    schema: { tags, description: "The patient's own scores over time.", response: { 200: ownMeasuresSchema, ...errorResponses } },
    handler: async (request) => ({ results: await ownMeasures(ctx, currentUser(request)) }),
  });

  app.get('/patients/:id', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags,
      description: "A patient's assignments, scores, session dates and open safety flags, for a psychologist with a session with them (recorded).",
      params: idParams,
      response: { 200: patientMeasuresSchema, ...errorResponses },
    },
    handler: async (request) => patientMeasures(ctx, currentUser(request), request.params.id),
  });

  app.get('/latest', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags,
      description:
        "For 'Mi Agenda': of the patients asked (`?patients=12,15`) the psychologist has a session with, the latest score per questionnaire and whether a safety flag is open; patients with neither are left out (recorded, coalesced).",
      querystring: latestMeasuresQuery,
      response: { 200: latestMeasuresSchema, ...errorResponses },
    },
    handler: async (request) => ({ results: await latestMeasures(ctx, currentUser(request), patientIdsOf(request.query.patients)) }),
  });

  app.get('/flags', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags,
      description: "The psychologist's unreviewed safety flags on patients in their care, with the patient's name, oldest first (recorded, coalesced).",
      response: { 200: openSafetyFlagListSchema, ...errorResponses },
    },
    handler: async (request) => ({ results: await openSafetyFlags(ctx, currentUser(request)) }),
  });

  app.get('/flags/count', {
    onRequest: requireRole('psychologist'),
    schema: { tags, description: 'How many of those there are, for the navigation (one indexed count, naming no one).', response: { 200: safetyFlagCountSchema, ...errorResponses } },
    handler: async (request) => ({ count: await openSafetyFlagCount(ctx, currentUser(request)) }),
  });

  app.post('/flags/:id/review', {
    onRequest: requireRole('psychologist'),
    schema: { tags, description: "Marks the safety flag reviewed ('Marcar como revisado').", params: idParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await markFlagReviewed(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};

export default measuresRoutes;
