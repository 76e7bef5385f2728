import type { ExportPart, PrivacySubject } from '@emind/server-kit';
import { sql } from 'kysely';
import { cataloguePrivacyParticipant } from '../../src/privacy/catalogue-participant.ts';
import type { Session, TestApp } from '../helpers.ts';

export interface Person {
  session: Session;
  userId: number;
  subject: PrivacySubject;
}

let requestId = 1000;

/** The subject of a data request as identity's view would give it. */
export async function personOf(t: TestApp, session: Session): Promise<Person> {
  const { rows } = await sql<{ user_id: number; user_type: PrivacySubject['userType']; first_name: string; last_name: string; email: string }>`
    select user_id, user_type, first_name, last_name, email from identity.profile_directory where profile_id = ${session.profileId}`.execute(t.database.db);
  const row = rows[0];
  if (!row) throw new Error('no profile');
  return {
    session,
    userId: row.user_id,
    subject: { requestId: ++requestId, userId: row.user_id, userType: row.user_type, email: row.email, firstName: row.first_name, lastName: row.last_name, rut: '', phone: '' },
  };
}

export function exportOf(t: TestApp, subject: PrivacySubject): Promise<ExportPart> {
  const participant = cataloguePrivacyParticipant(t.ctx);
  return t.ctx.db.transaction().execute((trx) => participant.exportPart(trx, subject));
}

export function erase(t: TestApp, subject: PrivacySubject): Promise<void> {
  const participant = cataloguePrivacyParticipant(t.ctx);
  return t.ctx.db.transaction().execute((trx) => participant.erase(trx, subject, t.ctx.now()));
}

export const stored = (t: TestApp, key: string): Promise<boolean> => t.ctx.storage.read(key).then(() => true, () => false);

/** Every row of every catalogue table, as text: what an erasure must have left nothing of the person in. */
export async function catalogueText(t: TestApp): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'catalogue' and table_type = 'BASE TABLE'`.execute(t.database.db);
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(`catalogue.${table_name}`)} t`.execute(t.database.db);
    texts.push(...rows.map((row) => row.row));
  }
  return texts.join('\n');
}

export async function accessRows(t: TestApp, subjectUserId: number) {
  const { rows } = await sql<{ actor_user_id: number; actor_role: string; resource: string; resource_id: string | null }>`
    select actor_user_id, actor_role, resource, resource_id from catalogue.access_events where subject_user_id = ${subjectUserId} order by id`.execute(t.database.db);
  return rows;
}
