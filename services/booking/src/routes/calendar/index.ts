import { calendarFeedParams, calendarLinkSchema, calendarLinkStatusSchema, errorResponses } from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeed, calendarLinkStatus, createCalendarLink } from '../../calendar-sync/feeds.service.ts';

const tags = ['calendar'];
const peopleWithSessions = requireRole('client', 'psychologist');

/** /calendar: a person's private subscription address ('Sincronizar con mi calendario') and the feed behind it. */
const calendarSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;

  app.get('/link', {
    onRequest: peopleWithSessions,
    schema: { tags, response: { 200: calendarLinkStatusSchema, ...errorResponses } },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return calendarLinkStatus(ctx, currentUser(request));
    },
  });

  app.post('/link', {
    onRequest: peopleWithSessions,
    schema: { tags, response: { 201: calendarLinkSchema, ...errorResponses } },
    handler: async (request, reply) => {
      const link = await createCalendarLink(ctx, currentUser(request));
      return reply.status(201).header('cache-control', 'private, no-store').send(link);
    },
  });

  // No bearer: calendar apps cannot send one, so the token in the address is the secret.
  app.get('/:token', {
    schema: {
      tags,
      params: calendarFeedParams,
      response: { 200: z.string().describe('text/calendar'), 404: errorResponses[404], 400: errorResponses[400] },
    },
    handler: async (request, reply) => {
      const ics = await calendarFeed(ctx, request.params.token);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(ics);
    },
  });
};

export default calendarSyncRoutes;
