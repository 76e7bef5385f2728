import type { PrivacyRequestKind } from '@emind/domain';
import { sql, type Kysely, type QueryExecutorProvider, type Transaction } from 'kysely';
import type { ServiceName } from '../db-roles.ts';
import type { Job } from '../jobs.ts';
import { mentionsPerson, type MentionedPerson } from './mentions.ts';

/** The person a request is about, as identity recorded them when the request was made (RUT and phone: erasures only). */
export interface PrivacySubject extends MentionedPerson {
  requestId: number;
  userId: number;
  userType: 'client' | 'psychologist' | 'admin';
}

/** One service's share of an export: its rows about the person, and its files to put in the ZIP. */
export interface ExportPart {
  /** Documented keys (`docs/privacy/export-keys.md`); each value a row or a list of rows. */
  data: Record<string, unknown>;
  /** `name` is the path inside the ZIP (`booking/comprobantes/EM-000123.pdf`); `key` the storage key to read it from. */
  files: { name: string; key: string }[];
}

/** What a service does for a data request, each on its own schema, inside the transaction that records it done. */
export interface PrivacyParticipant<DB> {
  service: ServiceName;
  exportPart(trx: Transaction<DB>, subject: PrivacySubject): Promise<ExportPart>;
  /** Erase or pseudonymise every row about the person; what a law obliges us to keep is sealed, not left readable. */
  erase(trx: Transaction<DB>, subject: PrivacySubject, now: Date): Promise<void>;
}

interface OpenRequestRow {
  id: number;
  user_id: number;
  user_type: PrivacySubject['userType'];
  kind: PrivacyRequestKind;
  email: string;
  first_name: string;
  last_name: string;
  rut: string;
  phone: string;
}

/**
 * Handles the open requests (identity's published `identity.privacy_requests`) this service has not done yet. Each
 * is claimed by inserting its `privacy_work` row in the transaction that does the work: a second instance waits on
 * that row and then skips it, and a failure rolls both back, to be tried again on the next tick. It reads only the
 * database, so it goes on while the identity service is down. The copy of an export part is dropped once identity
 * has closed its request. Returns how many requests it handled.
 */
export async function runPrivacyParts<DB>(db: Kysely<DB>, participant: PrivacyParticipant<DB>, now: Date): Promise<number> {
  const work = sql.table(`${participant.service}.privacy_work`);
  const { rows } = await sql<OpenRequestRow>`
    select r.id, r.user_id, r.user_type, r.kind, r.email, r.first_name, r.last_name, r.rut, r.phone
    from identity.privacy_requests r
    where r.closed_at is null and not exists (select 1 from ${work} w where w.request_id = r.id)
    order by r.id
    limit 20`.execute(db);
  // Once identity has closed a request (the ZIP is built, or the erasure done), the part's copy of the data goes.
  await sql`update ${work} w set data = null, files = '[]'::jsonb
    where w.data is not null and exists (select 1 from identity.privacy_requests r where r.id = w.request_id and r.closed_at is not null)`.execute(db);
  let handled = 0;
  for (const row of rows) {
    const subject: PrivacySubject = {
      requestId: row.id, userId: row.user_id, userType: row.user_type, email: row.email, firstName: row.first_name, lastName: row.last_name,
      rut: row.rut, phone: row.phone,
    };
    await db.transaction().execute(async (trx) => {
      const claimed = await sql`insert into ${work} (request_id, kind) values (${row.id}, ${row.kind})
        on conflict (request_id) do nothing returning request_id`.execute(trx);
      if (claimed.rows.length === 0) return;
      if (row.kind === 'export') {
        const part = await participant.exportPart(trx, subject);
        await sql`update ${work} set data = ${JSON.stringify(part.data)}::jsonb, files = ${JSON.stringify(part.files)}::jsonb
          where request_id = ${row.id}`.execute(trx);
      } else {
        await participant.erase(trx, subject, now);
      }
      handled += 1;
    });
  }
  return handled;
}

export function privacyPartsJob<DB>(db: Kysely<DB>, participant: PrivacyParticipant<DB>, now: () => Date = () => new Date()): Job {
  return { name: `${participant.service}-privacy`, run: () => runPrivacyParts(db, participant, now()) };
}

/**
 * Deletes the service's queued and sent mail to or about the person (recipient, name, e-mail, RUT or phone in the
 * message): an outbox row is a copy of personal data like any other.
 */
export async function eraseMailAbout(db: QueryExecutorProvider, schema: ServiceName, subject: PrivacySubject): Promise<void> {
  await sql`delete from ${sql.table(`${schema}.mail_outbox`)} where ${mentionsPerson(sql.ref('message'), subject)}`.execute(db);
}

/**
 * Booking's turn for one person (the advisory lock booking takes per client and per psychologist while it books):
 * an erasure that holds it and a booking of the same person never interleave.
 */
export async function lockPersonForBooking(trx: QueryExecutorProvider, userId: number, userType: PrivacySubject['userType']): Promise<void> {
  const key = userType === 'psychologist' ? 'booking.psychologist' : 'booking.client';
  await sql`select pg_advisory_xact_lock(hashtext(${key}), ${userId})`.execute(trx);
}
