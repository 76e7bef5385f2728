import { bookingMessages } from '@emind/domain';
import { badRequestDetail, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { readBookingFacts, type BookingFacts } from '../appointments/booking.repository.ts';

/** A client may book (or preview) a series of a bookable psychologist, paid by transfer as a single booking. */
export async function readSeriesFacts(
  ctx: BookingContext,
  client: AuthUser,
  input: { psychologist: number; payment_method?: string },
): Promise<BookingFacts & { psychologistUserId: number }> {
  if (client.userType !== 'client') throw new HttpError(403, { detail: bookingMessages.onlyClientsBook });
  if (input.payment_method !== undefined && input.payment_method !== 'transfer') throw badRequestDetail(bookingMessages.paymentMethodUnavailable);
  const facts = await readBookingFacts(ctx.db, ctx.config, input.psychologist, client.profileId);
  const psychologistUserId = facts?.people.get(input.psychologist)?.user_id;
  if (!facts || psychologistUserId === undefined) throw notFound(bookingMessages.psychologistUnavailable);
  return { ...facts, psychologistUserId };
}
