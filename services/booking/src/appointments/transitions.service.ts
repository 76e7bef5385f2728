import { randomBytes } from 'node:crypto';
import type { AppointmentStatus } from '@emind/domain';
import { bookingMessages } from '@emind/domain';
import { notFound, type AuthUser } from '@emind/server-kit';
import type { Transaction, Updateable } from 'kysely';
import type { BookingContext } from '../context.ts';
import type { AppointmentsTable, BookingDatabase } from '../db/schema.ts';
import type { AppointmentEvent } from '../notifications/appointment-event.ts';
import { enqueueAppointmentEvent } from '../notifications/appointment-events.ts';
import { recordFreedSlot } from '../waitlist/freed-slots.ts';
import { recordCancellationRefund } from '../cancellation-policy/refund-on-cancel.ts';
import { canSee } from './appointment-view.ts';
import { refuseWhileErasing, type ChangePurpose } from './erasure-guard.ts';
import { insertStatusChange, type AppointmentRecord } from './appointments.repository.ts';
import { earliestOpenAppointment, lockAppointment, updateAppointment } from './lifecycle.repository.ts';

/** What a change does: the new status, its history note, other columns, and whom to tell. */
export interface Transition {
  to: AppointmentStatus;
  note: string;
  changes?: Updateable<AppointmentsTable>;
  event?: AppointmentEvent['kind'];
}

export type Actor = AuthUser | 'system';

/** A video room no one can guess: 128 random bits. */
export const newMeetingRoom = (): string => `emind-${randomBytes(16).toString('base64url')}`;

/** Confirming gives the appointment its room and a newer calendar version. */
export const confirmation = (record: AppointmentRecord): Updateable<AppointmentsTable> => ({
  meeting_room: record.meeting_room ?? newMeetingRoom(),
  calendar_sequence: record.calendar_sequence + 1,
});

/**
 * decisions.md: when a first appointment is cancelled or expires, the client's earliest remaining open
 * appointment with that psychologist becomes the first, and is now paid to the platform.
 */
async function reassignFirstAppointment(ctx: BookingContext, trx: Transaction<BookingDatabase>, record: AppointmentRecord): Promise<void> {
  if (!record.is_first_appointment) return;
  const next = await earliestOpenAppointment(trx, record.client_id, record.psychologist_id);
  if (!next || next.is_first_appointment) return;
  await updateAppointment(trx, next.id, { is_first_appointment: true });
  await enqueueAppointmentEvent(ctx, trx, { kind: 'destination_changed', appointmentId: next.id });
}

/**
 * Runs one status change in a transaction with the appointment locked: `decide` sees the current row and
 * either refuses (throws a 4xx) or says what to do. Each change is recorded (who, role, from, to, note). Unless
 * `purpose` says it is a cancellation or a refund, it is refused once a party's erasure is accepted.
 */
export async function changeAppointment(
  ctx: BookingContext,
  actor: Actor,
  id: number,
  decide: (record: AppointmentRecord, trx: Transaction<BookingDatabase>) => Transition | Promise<Transition>,
  purpose: ChangePurpose = 'change',
): Promise<void> {
  await ctx.db.transaction().execute((trx) => changeAppointmentIn(ctx, trx, actor, id, decide, purpose));
}

/** changeAppointment inside a transaction the caller holds: several changes that stand or fall together. */
export async function changeAppointmentIn(
  ctx: BookingContext,
  trx: Transaction<BookingDatabase>,
  actor: Actor,
  id: number,
  decide: (record: AppointmentRecord, trx: Transaction<BookingDatabase>) => Transition | Promise<Transition>,
  purpose: ChangePurpose = 'change',
): Promise<void> {
  const record = await lockAppointment(trx, id);
  if (!record || (actor !== 'system' && !canSee(actor, record))) throw notFound(bookingMessages.appointmentNotFound);
  await refuseWhileErasing(trx, record, purpose);
  const transition = await decide(record, trx);
  await updateAppointment(trx, id, { ...transition.changes, status: transition.to });
  if (transition.to !== record.status) {
    await insertStatusChange(trx, {
      appointment_id: id,
      from_status: record.status,
      to_status: transition.to,
      changed_by_user_id: actor === 'system' ? null : actor.id,
      changed_by_role: actor === 'system' ? 'system' : actor.userType,
      note: transition.note,
    });
  }
  if (transition.event) await enqueueAppointmentEvent(ctx, trx, { kind: transition.event, appointmentId: id });
  if (transition.to === 'CANCELLED' && record.status !== 'CANCELLED') {
    await reassignFirstAppointment(ctx, trx, record);
    await recordFreedSlot(trx, record);
    await recordCancellationRefund(trx, record, actor, ctx.now());
  }
}
