import type { Appointment, CreateAppointmentInput } from '@emind/contracts';
import { bookingMessages, isOfferedSlot, slotInstants } from '@emind/domain';
import { badRequestDetail, conflict, HttpError, isExclusionViolation, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { enqueueAppointmentEvent } from '../notifications/appointment-events.ts';
import { getSchedule } from '../schedules/schedules.service.ts';
import { bookablePrice } from '../schedules/schedules.repository.ts';
import { appointmentForViewer } from './appointment-view.ts';
import { hasOpenAppointmentWith, insertAppointment, insertStatusChange, takeBookingTurn } from './appointments.repository.ts';

type BookingInput = Required<Pick<CreateAppointmentInput, 'psychologist' | 'date' | 'start_time' | 'end_time' | 'payment_method'>> & {
  client_notes: string;
};

/**
 * A client books a slot the psychologist's schedule offers now (spec 2 §5). The database's exclusion
 * constraints decide races: one appointment per slot per psychologist, and no client in two sessions at once.
 */
export async function bookAppointment(ctx: BookingContext, client: AuthUser, input: BookingInput): Promise<Appointment> {
  if (client.userType !== 'client') throw new HttpError(403, { detail: bookingMessages.onlyClientsBook });
  if (input.payment_method !== 'transfer') throw badRequestDetail(bookingMessages.paymentMethodUnavailable);
  const psychologistId = input.psychologist;
  const amount = await bookablePrice(ctx.db, psychologistId);
  if (amount === null) throw notFound(bookingMessages.psychologistUnavailable);

  const now = ctx.now();
  const slot = { start_time: input.start_time, end_time: input.end_time };
  const instants = slotInstants(input.date, slot);
  if (!instants || !isOfferedSlot(await getSchedule(ctx, psychologistId), now, input.date, slot)) {
    throw badRequestDetail(bookingMessages.slotUnavailable);
  }
  const holdEnds = Math.min(now.getTime() + ctx.config.paymentHoldMinutes * 60_000, instants.startsAt.getTime());

  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await takeBookingTurn(trx, psychologistId, client.profileId);
      const isFirst = !(await hasOpenAppointmentWith(trx, client.profileId, psychologistId));
      const appointmentId = await insertAppointment(trx, {
        psychologist_id: psychologistId,
        client_id: client.profileId,
        date: input.date,
        start_time: input.start_time,
        end_time: input.end_time,
        starts_at: instants.startsAt,
        ends_at: instants.endsAt,
        status: 'PENDING_PAYMENT',
        payment_method: input.payment_method,
        payment_amount: amount,
        is_first_appointment: isFirst,
        client_notes: input.client_notes,
        payment_proof_key: null,
        payment_proof_mime: null,
        payment_proof_uploaded_at: null,
        hold_expires_at: new Date(holdEnds),
        meeting_room: null,
        refunded_at: null,
        created_at: now,
      });
      await insertStatusChange(trx, {
        appointment_id: appointmentId,
        from_status: null,
        to_status: 'PENDING_PAYMENT',
        changed_by_user_id: client.id,
        changed_by_role: 'client',
        note: 'Cita agendada',
      });
      await enqueueAppointmentEvent(ctx, trx, { kind: 'booked', appointmentId });
      return appointmentId;
    });
    return await appointmentForViewer(ctx, client, id);
  } catch (error) {
    if (isExclusionViolation(error, 'appointments_no_psychologist_overlap')) throw conflict(bookingMessages.slotTaken);
    if (isExclusionViolation(error, 'appointments_no_client_overlap')) throw conflict(bookingMessages.clientBusy);
    throw error;
  }
}
