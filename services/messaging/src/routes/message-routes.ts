import { attachmentParams, conversationParams, detailSchema, errorResponses, messageSchema, newMessageBody, sendMessageHeaders } from '@emind/contracts';
import { ATTACHMENT_MAX_BYTES, messagingMessages } from '@emind/domain';
import { badRequestDetail, currentUser, privateDownloadHeaders, requireRole, sendOpenedFile } from '@emind/server-kit';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openAttachment } from '../attachments/attachment-file.service.ts';
import { receiveAttachment, type ReceivedMessage } from '../attachments/attachment-upload.ts';
import type { MessagingContext } from '../context.ts';
import { sendMessage } from '../messages/send-message.service.ts';

const tags = ['messaging'];
const people = requireRole('client', 'psychologist');

/** JSON `{ text }`, or multipart with `file` and an optional `text`. */
async function outgoingOf(ctx: MessagingContext, request: FastifyRequest): Promise<ReceivedMessage> {
  if (request.isMultipart()) return receiveAttachment(request, ctx.storage);
  const parsed = newMessageBody.safeParse(request.body);
  if (!parsed.success) throw badRequestDetail(parsed.error.issues[0]?.message ?? messagingMessages.empty);
  return { text: parsed.data.text, file: null };
}

/** Sending a message (text, a file or both, written once per Idempotency-Key) and reading a message's file. */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.messaging;
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: ATTACHMENT_MAX_BYTES, parts: 3 } });

  app.post('/conversations/:id/messages', {
    onRequest: people,
    schema: {
      tags,
      summary: 'Sends a message: JSON `{ text }`, or multipart with `file` (PDF, JPEG or PNG, ≤ 10 MB, checked by content) and an optional `text`',
      description: 'With an `Idempotency-Key` header a retry answers the message that key already wrote (200) instead of writing another (201).',
      params: conversationParams,
      headers: sendMessageHeaders,
      consumes: ['application/json', 'multipart/form-data'],
      // Multipart bodies are read by the handler; a JSON body is checked there too, by the same schema.
      body: newMessageBody.nullish(),
      response: { 200: messageSchema, 201: messageSchema, ...errorResponses, 409: detailSchema, 413: detailSchema, 415: detailSchema },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const outgoing = await outgoingOf(ctx, request);
      const sent = await sendMessage(ctx, user, request.params.id, { ...outgoing, idempotencyKey: request.headers['idempotency-key'] ?? null });
      return reply.status(sent.replayed ? 200 : 201).send(sent.message);
    },
  });

  app.get('/conversations/:id/messages/:message/file', {
    onRequest: people,
    schema: {
      tags, summary: "A message's file, for the two people of the conversation (`?view=true` to open it inline)", params: attachmentParams,
      querystring: z.object({ view: z.enum(['true', 'false']).optional() }),
      response: { 200: z.unknown().describe('The file (PDF, JPEG or PNG)'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const file = await openAttachment(ctx, currentUser(request), request.params.id, request.params.message);
      return sendOpenedFile(reply, file.opened, {
        mime: file.mime, headers: privateDownloadHeaders(file.name, request.query.view === 'true'),
      });
    },
  });
};

export default messageRoutes;
