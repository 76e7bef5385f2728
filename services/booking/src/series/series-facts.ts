import { bookingMessages, type PaymentMethodId } from '@emind/domain';
import { badRequestDetail, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { readBookingFacts, type BookingFacts } from '../appointments/booking.repository.ts';
import { isBookablePaymentMethod } from '../appointments/payment-holds.ts';

/** A client may book (or preview) a series of a bookable psychologist, paid as a single booking is: by transfer or card. */
export async function readSeriesFacts(
  ctx: BookingContext,
  client: AuthUser,
  input: { psychologist: number; payment_method?: PaymentMethodId },
): Promise<BookingFacts & { psychologistUserId: number }> {
  if (client.userType !== 'client') throw new HttpError(403, { detail: bookingMessages.onlyClientsBook });
  if (input.payment_method !== undefined && !isBookablePaymentMethod(ctx.config, input.payment_method)) throw badRequestDetail(bookingMessages.paymentMethodUnavailable);
  const facts = await readBookingFacts(ctx.db, ctx.config, input.psychologist, client.profileId);
  const psychologistUserId = facts?.people.get(input.psychologist)?.user_id;
  if (!facts || psychologistUserId === undefined) throw notFound(bookingMessages.psychologistUnavailable);
  return { ...facts, psychologistUserId };
}
