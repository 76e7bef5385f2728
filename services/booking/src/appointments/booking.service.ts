import type { Appointment, CreateAppointmentInput } from '@emind/contracts';
import { AVAILABILITY_WINDOW_DAYS, bookingMessages, chileToday, slotInstants } from '@emind/domain';
import { badRequestDetail, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { isListedPsychologist } from '../schedules/schedules.repository.ts';
import { byUser, toAppointment, toStatusChange } from './appointment-view.ts';
import { toBooked } from './book-in-batches.ts';
import { asBookingRefusal } from './booking-refusals.ts';
import { holdExpiry, isBookablePaymentMethod } from './payment-holds.ts';

type BookingInput = Required<Pick<CreateAppointmentInput, 'psychologist' | 'date' | 'start_time' | 'end_time' | 'payment_method'>> & {
  client_notes: string;
};

const BOOKED_NOTE = 'Cita agendada';

/**
 * The part of `isOfferedSlot` that needs no schedule: the date is within the window from today (Chile) and the slot
 * starts after now. Whether the schedule offers it, and the day is not closed, is checked by the booking's own call.
 */
function isWithinWindow(now: Date, date: string, startsAt: Date): boolean {
  const offset = (Date.parse(date) - Date.parse(chileToday(now))) / 86_400_000;
  return offset >= 0 && offset < AVAILABILITY_WINDOW_DAYS && startsAt.getTime() > now.getTime();
}

/**
 * A client books a slot the psychologist's schedule offers now (spec 2 §5), with the bookings that arrive with it, in one round trip (book-in-batches.ts). The
 * database's exclusion constraints decide races: one appointment per slot per psychologist, and no client in two
 * sessions at once. The answer is built from what the booking read and wrote, without reading the appointment again.
 */
export async function bookAppointment(ctx: BookingContext, client: AuthUser, input: BookingInput): Promise<Appointment> {
  if (!isBookablePaymentMethod(ctx.config, input.payment_method)) throw badRequestDetail(bookingMessages.paymentMethodUnavailable);
  const now = ctx.now();
  const instants = slotInstants(input.date, { start_time: input.start_time, end_time: input.end_time });
  if (!instants || !isWithinWindow(now, input.date, instants.startsAt)) {
    // A psychologist who is not bookable is not found, whatever the slot (as when the facts were read first).
    if (!(await isListedPsychologist(ctx.db, input.psychologist))) throw notFound(bookingMessages.psychologistUnavailable);
    throw badRequestDetail(bookingMessages.slotUnavailable);
  }

  const booked = await ctx.book({
    psychologist_id: input.psychologist,
    client_id: client.profileId,
    client_user_id: client.id,
    date: input.date,
    start_time: input.start_time,
    end_time: input.end_time,
    starts_at: instants.startsAt,
    ends_at: instants.endsAt,
    payment_method: input.payment_method,
    client_notes: input.client_notes,
    hold_expires_at: holdExpiry(ctx.config, input.payment_method, now, instants.startsAt),
    created_at: now,
    note: BOOKED_NOTE,
  }).then(toBooked).catch((error: unknown) => {
    throw asBookingRefusal(error);
  });
  if (!booked) throw notFound(bookingMessages.psychologistUnavailable);
  const { facts, record } = booked;
  const change = {
    from_status: null, to_status: 'PENDING_PAYMENT', changed_by_user_id: client.id, changed_by_role: 'client', note: BOOKED_NOTE, created_at: record.recorded_at,
  } as const;
  return toAppointment(ctx, client, record, {
    people: facts.people,
    history: [toStatusChange(change, byUser(facts.people))],
    account: record.is_first_appointment ? facts.platformAccount : facts.psychologistAccount,
    now: ctx.now(),
  });
}
