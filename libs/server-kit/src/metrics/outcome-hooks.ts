import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BookingKind, BookingOutcome } from './app-metrics.ts';

const bookingOutcomes: Partial<Record<number, BookingOutcome>> = { 201: 'created', 409: 'refused' };

/** A booking route's onResponse hook: counts the booking created (201) or refused (409). */
export function countBookingOutcome(kind: BookingKind) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const outcome = bookingOutcomes[reply.statusCode];
    if (outcome) request.server.metrics.bookings.inc({ kind, outcome });
  };
}

/** The login route's onResponse hook: counts the 401s (rate-limited attempts, 429, are not logins that failed). */
export async function countFailedLogin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.statusCode === 401) request.server.metrics.failedLogins.inc();
}
