import type { Kysely, Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

type Db = Kysely<BookingDatabase> | Transaction<BookingDatabase>;

export interface NewNoteVersion {
  appointmentId: number;
  authorProfileId: number;
  notes: string;
  writtenAt: Date;
}

export async function insertNoteVersion(trx: Transaction<BookingDatabase>, version: NewNoteVersion): Promise<void> {
  await trx
    .insertInto('clinical_note_versions')
    .values({ appointment_id: version.appointmentId, author_profile_id: version.authorProfileId, notes: version.notes, written_at: version.writtenAt })
    .execute();
}

/** The versions of one appointment's note written by one author, newest first, with the author's name. */
export function noteVersionsBy(db: Db, appointmentId: number, authorProfileId: number) {
  return db
    .selectFrom('clinical_note_versions as v')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'v.author_profile_id')
    .select(['v.id', 'v.notes', 'v.written_at', 'd.first_name', 'd.last_name'])
    .where('v.appointment_id', '=', appointmentId)
    .where('v.author_profile_id', '=', authorProfileId)
    .orderBy('v.id', 'desc')
    .execute();
}
