import { addNotesBody, appointmentSchema, clinicalNoteVersionsSchema, errorResponses, idParams, refusalSchema, updatePaymentStatusBody, updateStatusBody } from '@emind/contracts';
import { bookingMessages } from '@emind/domain';
import { badRequestDetail, currentUser, privateDownloadHeaders, receiveUpload, requireAuth, requireRole, sendOpenedFile, type Storage, type StoredFile } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { addPsychologistNotes, clinicalNoteVersions } from '../../appointments/clinical-notes.service.ts';
import { cancelByClient, markRefunded, updatePaymentStatus, updateStatus } from '../../appointments/lifecycle.service.ts';
import { PAYMENT_PROOF_RULE, readPaymentProof, uploadPaymentProof } from '../../appointments/proofs.service.ts';
import { switchToTransfer } from '../../appointments/switch-to-transfer.service.ts';
import { multipartPlugin } from '../../plugins/multipart.ts';

const tags = ['appointments'];
const responses = { 200: appointmentSchema, ...errorResponses, 409: refusalSchema, 413: refusalSchema, 415: refusalSchema };

/** The `payment_proof` file, streamed into private storage with the proof's limit (never held in memory whole). */
async function receiveProof(request: FastifyRequest, storage: Storage): Promise<StoredFile> {
  if (!request.isMultipart()) throw badRequestDetail(bookingMessages.proofRequired);
  const received = await receiveUpload(request, storage, {
    fileField: 'payment_proof',
    anyRule: PAYMENT_PROOF_RULE,
    ruleOf: () => PAYMENT_PROOF_RULE,
    target: () => ({ area: 'private', folder: 'payment-proofs' }),
  });
  if (!received.file) throw badRequestDetail(bookingMessages.proofRequired);
  return received.file;
}

/** Proofs, cancelling, payment verification and confirmation, status changes, clinical notes, refunds. */
const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;
  await app.register(multipartPlugin);

  app.post('/:id/upload-payment', {
    onRequest: requireRole('client'),
    schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: responses },
    handler: async (request) => uploadPaymentProof(ctx, currentUser(request), request.params.id, await receiveProof(request, ctx.storage)),
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
      return sendOpenedFile(reply, proof.opened, { mime: proof.mime, headers: privateDownloadHeaders(proof.fileName, request.query.view === 'true') });
    },
  });

  app.patch('/:id/cancel', {
    onRequest: requireRole('client'),
    schema: { tags, params: idParams, response: responses },
    handler: async (request) => cancelByClient(ctx, currentUser(request), request.params.id),
  });

  app.patch('/:id/pay-by-transfer', {
    onRequest: requireRole('client'),
    schema: {
      tags,
      description: "The patient's unpaid card booking switches to a transfer, with the transfer's hold from now; 409 while a Webpay transaction for it is open or authorized.",
      params: idParams,
      response: responses,
    },
    handler: async (request) => switchToTransfer(ctx, currentUser(request), request.params.id),
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

  app.get('/:id/notes', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags,
      description: "Every version of the appointment's clinical note, newest first (Decreto 41/2012), for its author alone.",
      params: idParams,
      response: { 200: clinicalNoteVersionsSchema, ...errorResponses },
    },
    handler: async (request) => clinicalNoteVersions(ctx, currentUser(request), request.params.id),
  });

  app.patch('/:id/mark-refunded', {
    onRequest: requireRole('admin'),
    schema: { tags, params: idParams, response: responses },
    handler: async (request) => markRefunded(ctx, currentUser(request), request.params.id),
  });
};

export default lifecycleRoutes;
