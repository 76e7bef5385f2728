import { createChangeNotifyTriggers, DIRECTORY_CHANGES_CHANNEL, dropChangeNotifyTriggers, watchColumns, type NotifyingTable } from '@emind/server-kit';
import type { Kysely } from 'kysely';

/**
 * What the public directory shows or lists by, from identity: names, photo and gender on the cards, the account being
 * active, and the bank data the listing rule asks for. A login (last_login_at) or a phone change notifies no one.
 */
const tables: NotifyingTable[] = [
  { table: 'users', watched: watchColumns(['user_type', 'first_name', 'last_name', 'is_active']) },
  { table: 'profiles', watched: watchColumns(['user_id', 'gender', 'profile_image', 'bank_name', 'bank_account_number', 'bank_account_owner', 'bank_account_owner_rut']) },
];

export async function up(db: Kysely<any>): Promise<void> {
  await createChangeNotifyTriggers(db, 'identity', DIRECTORY_CHANGES_CHANNEL, tables);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeNotifyTriggers(db, 'identity', DIRECTORY_CHANGES_CHANNEL, tables);
}
