import {
  appointmentPaymentSchema, detailSchema, errorResponses, idParams, offeredPaymentMethodsSchema, webpayCreateInputSchema, webpayRedirectSchema, webpayReturnSchema,
  type WebpayReturn,
} from '@emind/contracts';
import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startCardPayment } from '../payments/checkout.service.ts';
import { appointmentPayment } from '../payments/payment-view.service.ts';
import { handleReturn } from '../payments/returns.service.ts';

const tags = ['payments'];

/** /payments/…: a card payment through Webpay Plus, Transbank's return, and an appointment's payment. */
const webpayRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.payments;
  // Transbank's form posts its return as an HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/methods', {
    schema: {
      tags,
      description: 'The payment methods this installation offers (EMIND_PAYMENT_METHODS): the booking modal offers only these. Public.',
      response: { 200: offeredPaymentMethodsSchema },
    },
    handler: async () => ({ methods: [...ctx.config.paymentMethods] }),
  });

  app.post('/webpay', {
    onRequest: requireRole('client'),
    schema: {
      tags,
      description:
        "Starts a card payment (Webpay Plus) of the caller's appointment while it is PENDING_PAYMENT by card and its hold lasts: " +
        'the amount and buy order are ours. The browser then POSTs `token_ws` to `url` (Transbank\'s form). 404 for anyone else\'s ' +
        'appointment, 409 in any other state, 502/503 when Transbank fails or is too slow.',
      body: webpayCreateInputSchema,
      response: { 201: webpayRedirectSchema, ...errorResponses, 409: detailSchema, 502: detailSchema, 503: detailSchema },
    },
    handler: async (request, reply) => reply.status(201).send(await startCardPayment(ctx, currentUser(request), request.body.appointment)),
  });

  const returnRoute = {
    schema: {
      tags,
      description:
        "Webpay's return_url, by GET or POST: `token_ws` (commit), 'Anular' (`TBK_TOKEN`, `TBK_ORDEN_COMPRA`, `TBK_ID_SESION`) or the " +
        "form's timeout (the last two alone). Each token is committed at most once; answers 303 to `/pago/{appointment}`.",
      response: { 303: z.null().describe('To /pago/{appointment id}'), ...errorResponses },
    },
  } as const;
  const returnTo = async (request: FastifyRequest, reply: FastifyReply, fields: WebpayReturn) => {
    const reportFault = (error: unknown) => request.log.error({ err: error }, 'webpay return: not recorded; the settle job will ask Transbank');
    return reply.redirect(`/pago/${await handleReturn(ctx, fields, reportFault)}`, 303);
  };
  app.get('/webpay/return', { ...returnRoute, schema: { ...returnRoute.schema, querystring: webpayReturnSchema } }, (request, reply) => returnTo(request, reply, request.query));
  app.post('/webpay/return', { ...returnRoute, schema: { ...returnRoute.schema, body: webpayReturnSchema, hide: true } }, (request, reply) => returnTo(request, reply, request.body));

  app.get('/appointments/:id', {
    onRequest: requireRole('client', 'psychologist', 'admin'),
    schema: {
      tags,
      description: "The appointment's payment: its method, the card transaction's status, card's last 4 digits, authorization code, refunds.",
      params: idParams,
      response: { 200: appointmentPaymentSchema, ...errorResponses },
    },
    handler: async (request) => appointmentPayment(ctx, currentUser(request), request.params.id),
  });
};

export default webpayRoutes;
