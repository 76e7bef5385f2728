import { createOutboxTable } from '@emind/server-kit';
import type { Kysely } from 'kysely';

/** Identity's mail (password reset, contact) goes through its own durable outbox. */
export async function up(db: Kysely<any>): Promise<void> {
  await createOutboxTable(db, 'identity');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('identity').dropTable('mail_outbox').ifExists().execute();
}
