import { sql, type Kysely } from 'kysely';

/**
 * Issue 39: the appointments with a Webpay transaction still open (on the form, or being committed) or authorized,
 * for booking, which refuses to switch such an appointment to a transfer: the card may still pay it. Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view payments.open_card_payments as
    select appointment_id, status from payments.transactions where status in ('INITIALIZED', 'COMMITTING', 'AUTHORIZED')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists payments.open_card_payments`.execute(db);
}
