import type { Appointment, CreateAppointmentInput } from '@emind/contracts';
import { bookingMessages, isOfferedSlot, slotInstants } from '@emind/domain';
import { badRequestDetail, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { enqueueMailsOf, factsOf } from '../notifications/appointment-events.ts';
import { toScheduleConfig } from '../schedules/schedules.service.ts';
import { refuseClosedDay } from '../time-off/closed-days.ts';
import { byUser, toAppointment, toStatusChange } from './appointment-view.ts';
import { insertBooking, takeBookingTurn, type NewStatusChange } from './appointments.repository.ts';
import { readBookingFacts } from './booking.repository.ts';
import { asBookingRefusal } from './booking-refusals.ts';


type BookingInput = Required<Pick<CreateAppointmentInput, 'psychologist' | 'date' | 'start_time' | 'end_time' | 'payment_method'>> & {
  client_notes: string;
};

/**
 * A client books a slot the psychologist's schedule offers now (spec 2 §5). The database's exclusion
 * constraints decide races: one appointment per slot per psychologist, and no client in two sessions at once.
 * The answer is built from what the booking read and wrote, without reading the appointment again.
 */
export async function bookAppointment(ctx: BookingContext, client: AuthUser, input: BookingInput): Promise<Appointment> {
  if (client.userType !== 'client') throw new HttpError(403, { detail: bookingMessages.onlyClientsBook });
  if (input.payment_method !== 'transfer') throw badRequestDetail(bookingMessages.paymentMethodUnavailable);
  const psychologistId = input.psychologist;
  const facts = await readBookingFacts(ctx.db, ctx.config, psychologistId, client.profileId);
  if (!facts) throw notFound(bookingMessages.psychologistUnavailable);
  const psychologistUserId = facts.people.get(psychologistId)?.user_id;
  if (psychologistUserId === undefined) throw notFound(bookingMessages.psychologistUnavailable);
  const accountOf = (record: { is_first_appointment: boolean }) => (record.is_first_appointment ? facts.platformAccount : facts.psychologistAccount);

  const now = ctx.now();
  const slot = { start_time: input.start_time, end_time: input.end_time };
  const instants = slotInstants(input.date, slot);
  if (!instants || !isOfferedSlot(toScheduleConfig(facts.schedule), now, input.date, slot)) {
    throw badRequestDetail(bookingMessages.slotUnavailable);
  }
  const holdEnds = Math.min(now.getTime() + ctx.config.paymentHoldMinutes * 60_000, instants.startsAt.getTime());
  const change: Omit<NewStatusChange, 'appointment_id'> = {
    from_status: null,
    to_status: 'PENDING_PAYMENT',
    changed_by_user_id: client.id,
    changed_by_role: 'client',
    note: 'Cita agendada',
  };

  try {
    const record = await ctx.db.transaction().execute(async (trx) => {
      await takeBookingTurn(trx, psychologistUserId, client.id);
      await refuseClosedDay(trx, psychologistId, input.date);
      const booked = await insertBooking(
        trx,
        {
          psychologist_id: psychologistId,
          client_id: client.profileId,
          date: input.date,
          start_time: input.start_time,
          end_time: input.end_time,
          starts_at: instants.startsAt,
          ends_at: instants.endsAt,
          status: 'PENDING_PAYMENT',
          payment_method: input.payment_method,
          payment_amount: facts.price,
          client_notes: input.client_notes,
          payment_proof_key: null,
          payment_proof_mime: null,
          payment_proof_uploaded_at: null,
          hold_expires_at: new Date(holdEnds),
          meeting_room: null,
          refunded_at: null,
          created_at: now,
        },
        change,
        client.id,
      );
      await enqueueMailsOf(trx, factsOf(ctx, 'booked', booked, { people: facts.people, account: accountOf(booked), admins: [] }));
      return booked;
    });
    return toAppointment(ctx, client, record, {
      people: facts.people,
      history: [toStatusChange({ ...change, created_at: record.recorded_at }, byUser(facts.people))],
      account: accountOf(record),
      now: ctx.now(),
    });
  } catch (error) {
    throw asBookingRefusal(error);
  }
}
