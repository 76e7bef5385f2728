import {
  conversationParams, conversationsSchema, errorResponses, messagePageQuery, messagePageSchema, messageSchema, messagingSettingsBody,
  messagingSettingsSchema, messagingSocketQuery, messagingTicketSchema, newMessageBody, unreadCountSchema, detailSchema,
} from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeMine, listConversations, markConversationRead, myUnreadCount, mySettings, readMessages, sendMessage, updateSettings,
} from '../conversations/conversations.service.ts';
import { openLiveSocket } from '../live/live-socket.ts';
import { issueTicket } from '../live/tickets.ts';

const tags = ['messaging'];
const people = requireRole('client', 'psychologist');
const withConflict = { ...errorResponses, 409: detailSchema };

/** /messaging: secure messages between a patient and their psychologist (issue 41), for the two of them only. */
const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.messaging;

  app.get('/conversations', {
    onRequest: people,
    schema: { tags, summary: 'My conversations: the other person, the last message and my unread count', response: { 200: conversationsSchema, ...errorResponses } },
    handler: async (request) => listConversations(ctx, currentUser(request)),
  });

  app.get('/conversations/:id/messages', {
    onRequest: people,
    schema: {
      tags, summary: 'A page of messages, newest first; `before` a message id for older ones', params: conversationParams, querystring: messagePageQuery,
      response: { 200: messagePageSchema, ...errorResponses },
    },
    handler: async (request) => readMessages(ctx, currentUser(request), request.params.id, request.query),
  });

  app.post('/conversations/:id/messages', {
    onRequest: people,
    schema: {
      tags, summary: "Sends a message (409 when the conversation is closed or care ended)", params: conversationParams, body: newMessageBody,
      response: { 201: messageSchema, ...withConflict },
    },
    handler: async (request, reply) => reply.status(201).send(await sendMessage(ctx, currentUser(request), request.params.id, request.body.body)),
  });

  app.post('/conversations/:id/read', {
    onRequest: people,
    schema: { tags, summary: "Marks the other person's messages read ('Visto' for them)", params: conversationParams, response: { 200: unreadCountSchema, ...errorResponses } },
    handler: async (request) => markConversationRead(ctx, currentUser(request), request.params.id),
  });

  app.post('/conversations/:id/close', {
    onRequest: requireRole('psychologist'),
    schema: { tags, summary: 'Closes the conversation: it stays readable, no new messages', params: conversationParams, response: { 204: z.null(), ...errorResponses } },
    handler: async (request, reply) => {
      await closeMine(ctx, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/unread-count', {
    onRequest: people,
    schema: { tags, summary: 'How many messages to me are unread (the badge)', response: { 200: unreadCountSchema, ...errorResponses } },
    handler: async (request) => myUnreadCount(ctx, currentUser(request)),
  });

  app.get('/settings', {
    onRequest: requireRole('psychologist'),
    schema: { tags, summary: 'The hours I answer messages', response: { 200: messagingSettingsSchema, ...errorResponses } },
    handler: async (request) => mySettings(ctx, currentUser(request)),
  });

  app.patch('/settings', {
    onRequest: requireRole('psychologist'),
    schema: { tags, summary: 'Sets the hours I answer messages (shown to my patients)', body: messagingSettingsBody, response: { 200: messagingSettingsSchema, ...errorResponses } },
    handler: async (request) => updateSettings(ctx, currentUser(request), request.body.answering_hours),
  });

  app.post('/ticket', {
    onRequest: people,
    schema: { tags, summary: 'A single-use ticket (60 s) for the live socket', response: { 200: messagingTicketSchema, ...errorResponses } },
    handler: async (request) => issueTicket(ctx, currentUser(request)),
  });

  app.get('/ws', {
    websocket: true,
    schema: { tags, summary: "The live socket (upgrade): 'changed' events name a conversation to read again; a bad ticket is closed with 4401", querystring: messagingSocketQuery },
  }, (socket, request) => openLiveSocket(ctx, socket, request.query.ticket, request.log));
};

export default messagingRoutes;
