import { accessesAbout, type ExportPart, type PrivacyParticipant, type PrivacySubject } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { SessionsDatabase } from '../db/schema.ts';

type Trx = Transaction<SessionsDatabase>;

async function exportPart(trx: Trx, subject: PrivacySubject): Promise<ExportPart> {
  const attendance = await trx
    .selectFrom('attendance')
    .select(['appointment_id', 'role', 'joined_at', 'left_at'])
    .where('user_id', '=', subject.userId)
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
  return {
    data: {
      // When the person entered and left each video room: nothing said or shown in a call is ever stored.
      session_attendance: attendance,
      // Who read their join times (the psychologist's attendance view).
      accesses_by_others: await accessesAbout(trx, 'sessions', subject.userId),
    },
    files: [],
  };
}

/** Their attendance goes (the other person's stays: it is theirs); their unused tickets too. */
async function erase(trx: Trx, subject: PrivacySubject): Promise<void> {
  await trx.deleteFrom('attendance').where('user_id', '=', subject.userId).execute();
  await trx.deleteFrom('tickets').where('user_id', '=', subject.userId).where('expires_at', '>', sql<Date>`now()`).execute();
}

export const sessionsPrivacyParticipant: PrivacyParticipant<SessionsDatabase> = { service: 'sessions', exportPart, erase };
