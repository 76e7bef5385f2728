import { createPrivacyTables, dropPrivacyTables } from '@emind/server-kit';
import type { Kysely } from 'kysely';

/** catalogue's share of data requests (`privacy_work`) and its append-only log of admin reads of documents and bank data. */
export async function up(db: Kysely<any>): Promise<void> {
  await createPrivacyTables(db, 'catalogue');
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropPrivacyTables(db, 'catalogue');
}
