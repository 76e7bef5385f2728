import { errorResponses, idParams, intakeBody, intakeSchema, ownIntakeSchema } from '@emind/contracts';
import { currentUser, requireConsent, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownIntake, patientIntake, putIntake } from '../intake/intake.service.ts';

const tags = ['intake'];

/** /intake (issue 28): the patient's 'Ficha de ingreso', and their psychologist's read of it. */
const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.measures;

  app.get('/', {
    onRequest: requireRole('client'),
    schema: { tags, description: "The patient's own intake (null before they fill it).", response: { 200: ownIntakeSchema, ...errorResponses } },
    handler: async (request) => ({ intake: await ownIntake(ctx, currentUser(request)) }),
  });

  app.put('/', {
    onRequest: requireRole('client'),
    preHandler: requireConsent(),
    schema: {
      tags,
      description: 'Saves the own intake; a birth date under 18 years is refused with the reason. The online consent is recorded with time and address.',
      body: intakeBody,
      response: { 200: intakeSchema, ...errorResponses },
    },
    handler: async (request) => putIntake(ctx, currentUser(request), request.body, request.ip),
  });

  app.get('/:id', {
    onRequest: requireRole('psychologist'),
    schema: { tags, description: "A patient's intake for a psychologist with a session with them (recorded).", params: idParams, response: { 200: intakeSchema, ...errorResponses } },
    handler: async (request) => patientIntake(ctx, currentUser(request), request.params.id),
  });
};

export default intakeRoutes;
