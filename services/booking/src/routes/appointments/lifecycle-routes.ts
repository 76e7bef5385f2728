import { addNotesBody, appointmentSchema, errorResponses, idParams, updatePaymentStatusBody, updateStatusBody } from '@emind/contracts';
import { bookingMessages } from '@emind/domain';
import { badRequestDetail, currentUser, HttpError, requireAuth, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addPsychologistNotes, cancelByClient, markRefunded, updatePaymentStatus, updateStatus } from '../../appointments/lifecycle.service.ts';
import { PAYMENT_PROOF_RULE, readPaymentProof, uploadPaymentProof } from '../../appointments/proofs.service.ts';
import { multipartPlugin } from '../../plugins/multipart.ts';

const tags = ['appointments'];
const responses = { 200: appointmentSchema, ...errorResponses, 409: z.object({ detail: z.string() }), 413: z.object({ detail: z.string() }), 415: z.object({ detail: z.string() }) };

/** The `payment_proof` file, read with the proof's limit while it streams (a bigger file never reaches memory whole). */
async function readProof(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequestDetail(bookingMessages.proofRequired);
  let content: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: PAYMENT_PROOF_RULE.maxBytes, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'payment_proof') {
      part.file.resume();
      continue;
    }
    content = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, { detail: PAYMENT_PROOF_RULE.tooLarge });
      throw error;
    });
    if (part.file.truncated) throw new HttpError(413, { detail: PAYMENT_PROOF_RULE.tooLarge });
  }
  if (!content || content.length === 0) throw badRequestDetail(bookingMessages.proofRequired);
  return content;
}

/** Proofs, cancelling, payment verification and confirmation, status changes, clinical notes, refunds. */
const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;
  await app.register(multipartPlugin);

  app.post('/:id/upload-payment', {
    onRequest: requireRole('client'),
    schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: responses },
    handler: async (request) => uploadPaymentProof(ctx, currentUser(request), request.params.id, await readProof(request)),
  });

  app.get('/:id/download-payment-proof', {
    onRequest: requireAuth(),
    schema: {
      tags,
      params: idParams,
      querystring: z.object({ view: z.enum(['true', 'false']).optional() }),
      response: { 200: z.unknown().describe('The proof file (PDF, JPEG, PNG or WebP)'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const proof = await readPaymentProof(ctx, currentUser(request), request.params.id);
      const disposition = request.query.view === 'true' ? 'inline' : 'attachment';
      return reply
        .type(proof.mime)
        .header('content-disposition', `${disposition}; filename="${proof.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(proof.content);
    },
  });

  app.patch('/:id/cancel', {
    onRequest: requireRole('client'),
    schema: { tags, params: idParams, response: responses },
    handler: async (request) => cancelByClient(ctx, currentUser(request), request.params.id),
  });

  app.patch('/:id/update-payment-status', {
    onRequest: requireRole('psychologist', 'admin'),
    schema: { tags, params: idParams, body: updatePaymentStatusBody, response: responses },
    handler: async (request) => updatePaymentStatus(ctx, currentUser(request), request.params.id, request.body),
  });

  app.patch('/:id/update-status', {
    onRequest: requireRole('psychologist', 'admin'),
    schema: {
      tags,
      description: "The psychologist's status changes (spec 2 §4 table); admins may make the same ones.",
      params: idParams,
      body: updateStatusBody,
      response: responses,
    },
    handler: async (request) => updateStatus(ctx, currentUser(request), request.params.id, request.body),
  });

  app.patch('/:id/add-notes', {
    onRequest: requireRole('psychologist'),
    // Clinical notes (Ley 20.584) never reach a log line: this route's body is not logged.
    logLevel: 'warn',
    schema: { tags, params: idParams, body: addNotesBody, response: responses },
    handler: async (request) => addPsychologistNotes(ctx, currentUser(request), request.params.id, request.body.psychologist_notes),
  });

  app.patch('/:id/mark-refunded', {
    onRequest: requireRole('admin'),
    schema: { tags, params: idParams, response: responses },
    handler: async (request) => markRefunded(ctx, currentUser(request), request.params.id),
  });
};

export default lifecycleRoutes;
