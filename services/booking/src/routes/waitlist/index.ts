import {
  errorResponses,
  idParams,
  joinWaitlistBody,
  refusalSchema,
  waitlistCountSchema,
  waitlistEntriesSchema,
  waitlistEntrySchema,
  waitlistNoticesSchema,
} from '@emind/contracts';
import { currentUser, requireConsent, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinWaitlist, leaveWaitlist, myNotices, myWaitlist, waitingCount } from '../../waitlist/waitlist.service.ts';

const tags = ['waitlist'];
const conflictResponse = { 409: refusalSchema };

/** /waitlist: 'Lista de espera' — a patient's own entries and notices; the psychologist's count of who waits. */
const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;

  app.get('/', {
    onRequest: requireRole('client'),
    schema: { tags, description: "The signed-in patient's waitlist entries in force.", response: { 200: waitlistEntriesSchema, ...errorResponses } },
    handler: async (request) => myWaitlist(ctx, currentUser(request)),
  });

  app.post('/', {
    onRequest: requireRole('client'),
    preHandler: requireConsent(),
    schema: {
      tags,
      description: 'Joins a listed psychologist’s waitlist with preferred ISO weekdays (1–7) and part of day; one entry per patient and psychologist, lapsing after 60 days.',
      body: joinWaitlistBody,
      response: { 201: waitlistEntrySchema, ...errorResponses, ...conflictResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await joinWaitlist(ctx, currentUser(request), request.body)),
  });

  app.get('/count', {
    onRequest: requireRole('psychologist'),
    schema: { tags, description: 'How many patients wait for the signed-in psychologist.', response: { 200: waitlistCountSchema, ...errorResponses } },
    handler: async (request) => waitingCount(ctx, currentUser(request)),
  });

  app.get('/notices', {
    onRequest: requireRole('client'),
    schema: { tags, description: 'Freed slots the patient was told of that are still ahead and free.', response: { 200: waitlistNoticesSchema, ...errorResponses } },
    handler: async (request) => myNotices(ctx, currentUser(request)),
  });

  app.delete('/:id', {
    onRequest: requireRole('client'),
    schema: { tags, description: "Leaves the waitlist: the patient's own entry only.", params: idParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await leaveWaitlist(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};

export default waitlistRoutes;
