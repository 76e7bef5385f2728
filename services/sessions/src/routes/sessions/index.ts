import {
  errorResponses, idParams, sessionAttendanceSchema, sessionRefusalSchema, sessionRoomSchema, sessionSocketQuery, sessionTicketSchema, waitingRoomsSchema,
} from '@emind/contracts';
import { currentUser, limitBy, requireRole } from '@emind/server-kit';
import { defaultSessionsRateLimits } from '../../config.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceForPsychologist, issueTicket, roomForViewer, waitingList } from '../../rooms/rooms.service.ts';
import { openSocket } from './socket.ts';

const tags = ['sessions'];

/** /sessions: the video room of an appointment (issue 27), for its patient and its psychologist only. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.sessions;
  const limits = ctx.config.rateLimits ?? defaultSessionsRateLimits;
  const upgrades = limitBy(app, 'session-upgrade', limits.upgrades);

  app.get('/waiting', {
    onRequest: requireRole('psychologist'),
    schema: { tags, summary: "The psychologist's patients now in a waiting room", response: { 200: waitingRoomsSchema, ...errorResponses } },
    handler: async (request) => waitingList(ctx, currentUser(request)),
  });

  app.get('/:id', {
    onRequest: requireRole('client', 'psychologist'),
    schema: { tags, summary: 'The room of an appointment: its state and window', params: idParams, response: { 200: sessionRoomSchema, ...errorResponses } },
    handler: async (request) => (await roomForViewer(ctx, request.params.id, currentUser(request))).room,
  });

  app.post('/:id/ticket', {
    onRequest: requireRole('client', 'psychologist'),
    preHandler: limitBy(app, 'session-ticket', limits.tickets, (request) => String(currentUser(request).id)),
    schema: {
      tags, summary: 'A single-use ticket (60 s) for the signaling socket, with the ICE servers', params: idParams,
      response: { 200: sessionTicketSchema, 409: sessionRefusalSchema, ...errorResponses },
    },
    handler: async (request) => issueTicket(ctx, request.params.id, currentUser(request)),
  });

  app.get('/:id/attendance', {
    onRequest: requireRole('psychologist'),
    schema: { tags, summary: 'Who joined and left the room, and when', params: idParams, response: { 200: sessionAttendanceSchema, ...errorResponses } },
    handler: async (request) => attendanceForPsychologist(ctx, request.params.id, currentUser(request)),
  });

  app.get(
    '/:id/ws',
    {
      websocket: true,
      schema: {
        tags, summary: 'The signaling WebSocket (upgrade); a bad, used or expired ticket is closed with 4401, too many upgrades from one address with 4429',
        params: idParams, querystring: sessionSocketQuery,
      },
    },
    (socket, request) =>
      openSocket(ctx, socket, { appointmentId: request.params.id, ticket: request.query.ticket, log: request.log, withinLimit: () => upgrades(request) }),
  );
};

export default sessionRoutes;
