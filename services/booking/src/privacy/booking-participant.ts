import { ERASED_PSYCHOLOGIST_NAME } from '@emind/domain';
import { eraseMailAbout, lockPersonForBooking, scrubMentions, type PrivacyParticipant, type PrivacySubject } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import { findAppointment } from '../appointments/appointments.repository.ts';
import { peopleByProfile } from '../appointments/people.repository.ts';
import type { BookingContext } from '../context.ts';
import type { BookingDatabase } from '../db/schema.ts';
import { enqueueMailsOf, factsOf } from '../notifications/appointment-events.ts';
import { exportBookingPart } from './booking-export.ts';
import {
  cancelFutureHolds,
  clearClientNotes,
  clearHistoryNotesOf,
  clearNotesWrittenBy,
  deleteMarksAbout,
  deleteMarksBy,
  deleteScheduleBlocks,
  holdsCancelledOnErasure,
  sealClinicalNotes,
  sealPaymentProofs,
} from './erase.repository.ts';
import { profileIdOf } from './subject.repository.ts';
import { eraseWaitlist } from '../waitlist/waitlist-privacy.ts';
import { deleteFeedsOf } from '../calendar-sync/feeds.repository.ts';
import { eraseTimeOff } from '../time-off/time-off-privacy.ts';
import { eraseCancellationPolicy } from '../cancellation-policy/policy-privacy.ts';

type Trx = Transaction<BookingDatabase>;

/**
 * The patients of an erased psychologist are told their unpaid holds were cancelled, by the usual cancellation mail
 * with the psychologist already named as erased (the mail is queued after the person's mail was erased, so it must
 * not carry their name or address).
 */
async function tellPatients(ctx: BookingContext, trx: Trx, psychologistId: number, appointmentIds: number[]): Promise<void> {
  for (const id of appointmentIds) {
    const record = await findAppointment(trx, id);
    if (!record) continue;
    const people = await peopleByProfile(trx, [record.client_id]);
    const client = people.get(record.client_id);
    if (!client) continue;
    people.set(psychologistId, { ...client, profile_id: psychologistId, user_id: 0, first_name: ERASED_PSYCHOLOGIST_NAME, last_name: '', email: '', phone: null });
    await enqueueMailsOf(trx, factsOf(ctx, 'cancelled', record, { people, account: null, admins: [] }));
  }
}

async function eraseClient(ctx: BookingContext, trx: Trx, subject: PrivacySubject, profileId: number, now: Date): Promise<void> {
  await cancelFutureHolds(trx, 'client_id', profileId, now);
  await clearClientNotes(trx, profileId);
  await clearHistoryNotesOf(trx, 'client_id', profileId);
  await sealClinicalNotes(trx, 'client_id', profileId, { subjectUserId: subject.userId, years: ctx.config.retentionClinicalYears, now });
  await sealPaymentProofs(trx, profileId, { subjectUserId: subject.userId, years: ctx.config.retentionPaymentYears, now });
  await deleteMarksAbout(trx, profileId);
}

async function erasePsychologist(ctx: BookingContext, trx: Trx, subject: PrivacySubject, profileId: number, now: Date): Promise<number[]> {
  await deleteScheduleBlocks(trx, profileId);
  await eraseTimeOff(trx, profileId);
  await eraseCancellationPolicy(trx, profileId);
  await deleteMarksBy(trx, profileId);
  await cancelFutureHolds(trx, 'psychologist_id', profileId, now);
  await clearHistoryNotesOf(trx, 'psychologist_id', profileId);
  await sealClinicalNotes(trx, 'psychologist_id', profileId, { subjectUserId: subject.userId, years: ctx.config.retentionClinicalYears, now });
  return holdsCancelledOnErasure(trx, 'psychologist_id', profileId);
}

/** Free text others write that may name the person: a note elsewhere, a time-off reason, another patient's note. */
const TEXTS_ABOUT_OTHERS = [
  ['booking.appointment_status_changes', 'note'],
  ['booking.time_off', 'reason'],
  ['booking.appointments', 'client_notes'],
] as const;

/**
 * Booking's part of the data rights: its share of an export, and the erasure of what it holds about a person.
 * Appointment rows stay (they are the payment record; their client and psychologist ids are bare numbers whose
 * identity rows identity pseudonymises); what is personal in them is cleared, or sealed where a law says to keep it.
 */
export function bookingParticipant(ctx: BookingContext): PrivacyParticipant<BookingDatabase> {
  return {
    service: 'booking',
    exportPart: (trx, subject) => exportBookingPart(trx, ctx.config, subject),
    erase: async (trx, subject, now) => {
      // A booking of this person waits for the erasure (and then finds the account inactive), never interleaves.
      await lockPersonForBooking(trx, subject.userId, subject.userType);
      const profileId = await profileIdOf(trx, subject.userId);
      let cancelledForPatients: number[] = [];
      if (profileId !== null && subject.userType === 'client') await eraseClient(ctx, trx, subject, profileId, now);
      if (profileId !== null && subject.userType === 'psychologist') cancelledForPatients = await erasePsychologist(ctx, trx, subject, profileId, now);
      await clearNotesWrittenBy(trx, subject.userId);
      for (const [table, column] of TEXTS_ABOUT_OTHERS) await scrubMentions(trx, table, column, subject);
      if (profileId !== null) await eraseWaitlist(trx, profileId);
      await deleteFeedsOf(trx, subject.userId);
      await eraseMailAbout(trx, 'booking', subject);
      if (profileId !== null) await tellPatients(ctx, trx, profileId, cancelledForPatients);
    },
  };
}
