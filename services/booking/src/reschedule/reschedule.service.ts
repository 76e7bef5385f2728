import type { Appointment, RescheduleAppointmentInput } from '@emind/contracts';
import {
  bookingMessages, isOfferedSlot, meetingLinkOf, rescheduleBlockedReason, rescheduledSequence, rescheduleMessages, slotInstants,
} from '@emind/domain';
import { badRequestDetail, conflict, enqueueMails, HttpError, notFound, refuse, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { appointmentForViewer, canSee } from '../appointments/appointment-view.ts';
import { asBookingRefusal } from '../appointments/booking-refusals.ts';
import { refuseWhileErasing } from '../appointments/erasure-guard.ts';
import { findAppointment, insertStatusChange, takeBookingTurn } from '../appointments/appointments.repository.ts';
import { lockAppointment, updateAppointment } from '../appointments/lifecycle.repository.ts';
import { toScheduleConfig } from '../schedules/schedules.service.ts';
import { refuseClosedDay } from '../time-off/closed-days.ts';
import { recordFreedSlot } from '../waitlist/freed-slots.ts';
import { rescheduleMails } from './reschedule-mails.ts';
import { moveNote, partyOf, type Move } from './reschedule-rules.ts';
import { forgetReminders, insertReschedule, readRescheduleFacts } from './reschedule.repository.ts';

/** Someone else moved this appointment while this request waited for its turn. */
export const MOVED_MEANWHILE = 'Esta cita acaba de ser reprogramada. Revisa su nuevo horario.';

/**
 * 'Reprogramar' (issue 17): the appointment's patient (until EMIND_RESCHEDULE_MIN_HOURS before) or psychologist (until
 * it starts) moves it to another slot the psychologist's schedule offers. One transaction, in the booking turn of
 * both parties, frees the old range and takes the new one; the exclusion constraints decide a taken target (409).
 * Status, payment and meeting room stay; the history and `appointment_reschedules` record the move; both parties
 * are mailed with the updated invitation.
 */
export async function rescheduleAppointment(ctx: BookingContext, user: AuthUser, id: number, input: Required<RescheduleAppointmentInput>): Promise<Appointment> {
  const before = await findAppointment(ctx.db, id);
  if (!before || !canSee(user, before)) throw notFound(bookingMessages.appointmentNotFound);
  const viewer = partyOf(user, before);
  if (viewer === 'other') throw new HttpError(403, { detail: rescheduleMessages.notParty });
  const now = ctx.now();
  const blocked = rescheduleBlockedReason({ viewer, status: before.status, startsAt: new Date(before.starts_at), now, minHours: ctx.config.rescheduleMinHours });
  if (blocked) throw badRequestDetail(blocked);

  const target: Move = { date: input.date, start_time: input.start_time, end_time: input.end_time };
  // Already there: chosen again, or a concurrent move got there first; either way the slot is held.
  if (target.date === before.date && target.start_time === before.start_time) throw refuse(409, 'slot_taken');
  const facts = await readRescheduleFacts(ctx.db, before.psychologist_id, before.client_id);
  const instants = slotInstants(target.date, target);
  if (!instants || !isOfferedSlot(toScheduleConfig(facts.schedule), now, target.date, target)) throw badRequestDetail(bookingMessages.slotUnavailable);
  const psychologist = facts.people.get(before.psychologist_id);
  const client = facts.people.get(before.client_id);
  if (!psychologist || !client) throw notFound(bookingMessages.appointmentNotFound);

  try {
    await ctx.db.transaction().execute(async (trx) => {
      await takeBookingTurn(trx, psychologist.user_id, client.user_id);
      const record = await lockAppointment(trx, id);
      if (!record) throw notFound(bookingMessages.appointmentNotFound);
      await refuseWhileErasing(trx, record, 'change');
      if (record.date !== before.date || record.start_time !== before.start_time) {
        const sameTarget = record.date === target.date && record.start_time === target.start_time;
        throw sameTarget ? refuse(409, 'slot_taken') : conflict(MOVED_MEANWHILE);
      }
      const stillBlocked = rescheduleBlockedReason({ viewer, status: record.status, startsAt: new Date(record.starts_at), now: ctx.now(), minHours: ctx.config.rescheduleMinHours });
      if (stillBlocked) throw badRequestDetail(stillBlocked);
      await refuseClosedDay(trx, record.psychologist_id, target.date);
      const sequence = rescheduledSequence(record.calendar_sequence);
      const holdEnds = Math.min(new Date(record.created_at).getTime() + ctx.config.paymentHoldMinutes * 60_000, instants.startsAt.getTime());
      await updateAppointment(trx, id, {
        ...target,
        starts_at: instants.startsAt,
        ends_at: instants.endsAt,
        calendar_sequence: sequence,
        ...(record.status === 'PENDING_PAYMENT' ? { hold_expires_at: new Date(holdEnds) } : {}),
      });
      await forgetReminders(trx, id);
      await recordFreedSlot(trx, { psychologist_id: record.psychologist_id, date: record.date, start_time: record.start_time, end_time: record.end_time, starts_at: record.starts_at });
      await insertReschedule(trx, {
        appointment_id: id,
        from_date: record.date, from_start_time: record.start_time, from_end_time: record.end_time, from_starts_at: record.starts_at,
        to_date: target.date, to_start_time: target.start_time, to_end_time: target.end_time, to_starts_at: instants.startsAt,
        changed_by_user_id: user.id,
        changed_by_role: viewer,
      });
      await insertStatusChange(trx, {
        appointment_id: id, from_status: record.status, to_status: record.status,
        changed_by_user_id: user.id, changed_by_role: viewer, note: moveNote(record, target, input.note),
      });
      const party = (person: typeof client) => ({ name: `${person.first_name} ${person.last_name}`.trim(), email: person.email });
      await enqueueMails(trx, 'booking', rescheduleMails({
        appointmentId: id, from: new Date(record.starts_at), to: instants, calendarSequence: sequence,
        meetingLink: meetingLinkOf(record, ctx.config),
        movedBy: viewer, note: input.note, client: party(client), psychologist: party(psychologist), publicOrigin: ctx.config.publicOrigin,
      }));
    });
  } catch (error) {
    throw asBookingRefusal(error);
  }
  return appointmentForViewer(ctx, user, id);
}
