import type { Appointment, ClinicalNoteVersion } from '@emind/contracts';
import { bookingMessages } from '@emind/domain';
import { HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { recordPatientRead } from '../privacy/access.ts';
import { appointmentForViewer } from './appointment-view.ts';
import { findAppointment } from './appointments.repository.ts';
import { insertNoteVersion, noteVersionsBy } from './clinical-notes.repository.ts';
import { changeAppointment, type Transition } from './transitions.service.ts';

const onlyPsychologists = (user: AuthUser): void => {
  if (user.userType !== 'psychologist') throw new HttpError(403, { detail: bookingMessages.appointmentNotFound });
};

/**
 * Clinical notes (Ley 20.584): only the appointment's psychologist writes them. A changed text is added as a new
 * version in the transaction that changes the note (Decreto 41/2012: the record keeps what it said before).
 */
export async function addPsychologistNotes(ctx: BookingContext, user: AuthUser, id: number, notes: string): Promise<Appointment> {
  onlyPsychologists(user);
  await changeAppointment(ctx, user, id, async (record, trx): Promise<Transition> => {
    if (notes !== record.psychologist_notes) await insertNoteVersion(trx, { appointmentId: id, authorProfileId: user.profileId, notes, writtenAt: ctx.now() });
    return { to: record.status, note: '', changes: { psychologist_notes: notes } };
  });
  return appointmentForViewer(ctx, user, id);
}

/**
 * Every version of an appointment's clinical note, newest first, for their author: the appointment's psychologist
 * (404 for another psychologist, as for any appointment not theirs). The read is logged for the patient.
 */
export async function clinicalNoteVersions(ctx: BookingContext, user: AuthUser, id: number): Promise<ClinicalNoteVersion[]> {
  onlyPsychologists(user);
  return ctx.db.transaction().execute(async (trx) => {
    const record = await findAppointment(trx, id);
    if (!record || record.psychologist_id !== user.profileId) throw notFound(bookingMessages.appointmentNotFound);
    const versions = await noteVersionsBy(trx, id, user.profileId);
    if (versions.length > 0) await recordPatientRead(trx, user, record.client_id, ['clinical_notes'], record.id);
    return versions.map((version) => ({
      id: version.id,
      psychologist_notes: version.notes,
      author_name: `${version.first_name ?? ''} ${version.last_name ?? ''}`.trim(),
      written_at: new Date(version.written_at).toISOString(),
    }));
  });
}
