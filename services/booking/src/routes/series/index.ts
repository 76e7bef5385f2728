import {
  cancelFollowingSchema,
  createSeriesBody,
  detailSchema,
  errorResponses,
  idParams,
  seriesBookedSchema,
  seriesConflictSchema,
  seriesPreviewQuery,
  seriesPreviewSchema,
} from '@emind/contracts';
import { countBookingOutcome, currentUser, requireConsent, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelFollowing } from '../../series/cancel-following.service.ts';
import { bookSeries } from '../../series/series-booking.service.ts';
import { previewSeries } from '../../series/series-preview.service.ts';

const tags = ['appointments'];

/** Weekly series under /appointments: preview, booking, and 'Cancelar esta y las siguientes'. Clients only. */
const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;

  app.get('/series/preview', {
    onRequest: requireRole('client'),
    schema: {
      tags,
      description: 'Each date of a weekly series from `date`, free or not (and why), for the booking modal.',
      querystring: seriesPreviewQuery,
      response: { 200: seriesPreviewSchema, ...errorResponses },
    },
    handler: async (request) => previewSeries(ctx, currentUser(request), request.query),
  });

  app.post('/series', {
    onRequest: requireRole('client'),
    preHandler: requireConsent(),
    schema: {
      tags,
      description: 'Books a weekly series in one transaction: every session or none. `skip_dates` leaves out dates that are not free.',
      body: createSeriesBody,
      response: { 201: seriesBookedSchema, ...errorResponses, 409: z.union([seriesConflictSchema, detailSchema]) },
    },
    onResponse: countBookingOutcome('series'),
    handler: async (request, reply) => reply.status(201).send(await bookSeries(ctx, currentUser(request), request.body)),
  });

  app.patch('/:id/cancel-following', {
    onRequest: requireRole('client'),
    schema: {
      tags,
      description: 'Cancels this session of a series and the later ones that may still be cancelled, in one transaction.',
      params: idParams,
      response: { 200: cancelFollowingSchema, ...errorResponses },
    },
    handler: async (request) => cancelFollowing(ctx, currentUser(request), request.params.id),
  });
};

export default seriesRoutes;
