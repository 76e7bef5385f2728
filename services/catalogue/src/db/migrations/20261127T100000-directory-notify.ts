import { createChangeNotifyTriggers, DIRECTORY_CHANGES_CHANNEL, dropChangeNotifyTriggers, type NotifyingTable } from '@emind/server-kit';
import type { Kysely } from 'kysely';

/** Catalogue's part of the directory and public profiles: status, prices, professional data, experiences, the video. */
const tables: NotifyingTable[] = [{ table: 'psychologists' }, { table: 'experiences' }, { table: 'verification_documents' }];

export async function up(db: Kysely<any>): Promise<void> {
  await createChangeNotifyTriggers(db, 'catalogue', DIRECTORY_CHANGES_CHANNEL, tables);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeNotifyTriggers(db, 'catalogue', DIRECTORY_CHANGES_CHANNEL, tables);
}
