import { sql, type Kysely } from 'kysely';

/**
 * The 'Ficha de ingreso' reminder: one row per patient mailed. The row is the claim (its insert shares a transaction
 * with the outbox row), so two instances send one mail. `client_id` is an identity profile id. Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table measures.intake_reminders (
      client_id integer primary key,
      sent_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists measures.intake_reminders`.execute(db);
}
