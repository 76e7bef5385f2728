import { createChangeNotifyTriggers, DIRECTORY_CHANGES_CHANNEL, dropChangeNotifyTriggers, watchColumns, type NotifyingTable } from '@emind/server-kit';
import type { Kysely } from 'kysely';

/** What the public directory shows from reviews: each psychologist's rating and count, from APPROVED reviews. */
const tables: NotifyingTable[] = [{ table: 'reviews', watched: watchColumns(['psychologist_id', 'rating', 'status']) }];

export async function up(db: Kysely<any>): Promise<void> {
  await createChangeNotifyTriggers(db, 'reviews', DIRECTORY_CHANGES_CHANNEL, tables);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeNotifyTriggers(db, 'reviews', DIRECTORY_CHANGES_CHANNEL, tables);
}
