import { sql, type Kysely } from 'kysely';

/**
 * A payout line of an erased psychologist is an accounting record (Código Tributario art. 17 and 200): its amount and
 * ids stay, its e-mail goes at the erasure, and the payee's RUT, name and account stay until `purge_after`, when the
 * retention job blanks them. Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table payments.payout_lines add column erased_at timestamptz, add column purge_after timestamptz`.execute(db);
  await sql`create index payout_lines_purge_idx on payments.payout_lines (purge_after) where purge_after is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists payments.payout_lines_purge_idx`.execute(db);
  await sql`alter table payments.payout_lines drop column if exists erased_at, drop column if exists purge_after`.execute(db);
}
