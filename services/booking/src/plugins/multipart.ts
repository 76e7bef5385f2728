import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { PAYMENT_PROOF_RULE } from '../appointments/proofs.service.ts';

/** One file per request, never more than a payment proof may weigh: the limit applies while streaming. */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: PAYMENT_PROOF_RULE.maxBytes, parts: 10 } });
  },
  { name: 'booking-multipart', fastify: '5.x' },
);
