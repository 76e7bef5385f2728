import {
  cardEarningsSchema, detailSchema, errorResponses, idParams, monthParamsSchema, payoutBatchListSchema, payoutBatchSchema, payoutCreateBodySchema,
  payoutFormatSchema, payoutPaidBodySchema,
} from '@emind/contracts';
import { currentUser, privateDownloadHeaders, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutCsv } from '../payouts/payout-csv.ts';
import { cardEarnings, createPayoutBatch, listPayoutBatches, markPayoutPaid, payoutBatch } from '../payouts/payouts.service.ts';

const tags = ['payments'];

/** /admin/payouts/…: 'Pagos a psicólogos', what the platform owes psychologists for card-paid sessions, in batches. */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  app.get('/', {
    onRequest: requireRole('admin'),
    schema: { tags, description: 'The payout batches, newest first, with their totals.', response: { 200: payoutBatchListSchema, ...errorResponses } },
    handler: async () => listPayoutBatches(ctx),
  });

  app.post('/', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      description:
        'A batch of everything owed to psychologists for card-paid sessions up to `to` (a Chile date, today at the latest): later sessions ' +
        'held (COMPLETED or NO_SHOW), or the share a cancellation kept once refunded; first sessions stay the platform\'s. A session is in at ' +
        'most one batch. 409 when nothing is owed.',
      body: payoutCreateBodySchema,
      response: { 201: payoutBatchSchema, ...errorResponses, 409: detailSchema },
    },
    handler: async (request, reply) => reply.status(201).send(await createPayoutBatch(ctx, currentUser(request), request.body.to)),
  });

  app.get('/:id', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      description: "A batch with each psychologist's transfer and bank data; `format=csv` is the bank's bulk-transfer file (nómina).",
      params: idParams,
      querystring: payoutFormatSchema,
      response: { 200: z.union([payoutBatchSchema, z.unknown().describe('format=csv: text/csv')]), ...errorResponses },
    },
    handler: async (request, reply) => {
      const batch = await payoutBatch(ctx, currentUser(request), request.params.id);
      if (request.query.format !== 'csv') return batch;
      return reply
        .headers(privateDownloadHeaders(`nomina-pagos-${batch.id}.csv`))
        .header('content-type', 'text/csv; charset=utf-8')
        .send(payoutCsv(batch));
    },
  });

  app.patch('/:id', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      description: 'Marks the batch paid on `paid_on` (not before its cut-off, not in the future); sending it again corrects the date.',
      params: idParams,
      body: payoutPaidBodySchema,
      response: { 200: payoutBatchSchema, ...errorResponses },
    },
    handler: async (request) => markPayoutPaid(ctx, currentUser(request), request.params.id, request.body.paid_on),
  });
};

/** /payments/earnings/{YYYY-MM}: the psychologist's card payments, what the platform owes them, and their payouts. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  app.get('/earnings/:month', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags,
      description: "The caller's month (by session date): card payments, what the platform owes them and has not batched, and their payouts.",
      params: monthParamsSchema,
      response: { 200: cardEarningsSchema, ...errorResponses },
    },
    handler: async (request) => cardEarnings(ctx, currentUser(request), request.params.month),
  });
};
