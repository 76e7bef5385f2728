import {
  conversationParams, conversationPatchBody, conversationSchema, conversationsSchema, errorResponses, messagePageQuery, messagePageSchema,
  messagingSettingsBody, messagingSettingsSchema, messagingSocketQuery, messagingTicketSchema, openConversationBody, readConversationBody,
  unreadCountSchema,
} from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationWith, listConversations, markConversationRead, myUnreadCount, mySettings, readMessages, setMineClosed, updateSettings,
} from '../conversations/conversations.service.ts';
import { openLiveSocket } from '../live/live-socket.ts';
import { issueTicket } from '../live/tickets.ts';
import messageRoutes from './message-routes.ts';

const tags = ['messaging'];
const people = requireRole('client', 'psychologist');

/** /messages: secure messages between a patient and their psychologist (issue 41), for the two of them only. */
const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.messaging;

  app.get('/conversations', {
    onRequest: people,
    schema: { tags, summary: 'My conversations: the other person, the last message and my unread count', response: { 200: conversationsSchema, ...errorResponses } },
    handler: async (request) => listConversations(ctx, currentUser(request)),
  });

  app.post('/conversations', {
    onRequest: people,
    schema: {
      tags, summary: "Finds or opens my conversation with `with` (the other person's profile id); 404 when we have never been in care together",
      body: openConversationBody, response: { 200: conversationSchema, ...errorResponses },
    },
    handler: async (request) => conversationWith(ctx, currentUser(request), request.body.with),
  });

  app.patch('/conversations/:id', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags, summary: 'Closes (`closed: true`: readable, no new messages) or reopens the conversation', params: conversationParams, body: conversationPatchBody,
      response: { 200: conversationSchema, ...errorResponses },
    },
    handler: async (request) => setMineClosed(ctx, currentUser(request), request.params.id, request.body.closed),
  });

  app.get('/conversations/:id/messages', {
    onRequest: people,
    schema: {
      tags, summary: 'A page of messages, newest first (30); `before` a message id for older ones', params: conversationParams, querystring: messagePageQuery,
      response: { 200: messagePageSchema, ...errorResponses },
    },
    handler: async (request) => readMessages(ctx, currentUser(request), request.params.id, request.query),
  });

  await app.register(messageRoutes);

  app.post('/conversations/:id/read', {
    onRequest: people,
    schema: {
      tags, summary: "Marks the other person's messages read up to `up_to` ('Visto' for them); answers my unread count", params: conversationParams,
      body: readConversationBody, response: { 200: unreadCountSchema, ...errorResponses },
    },
    handler: async (request) => markConversationRead(ctx, currentUser(request), request.params.id, request.body.up_to),
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
