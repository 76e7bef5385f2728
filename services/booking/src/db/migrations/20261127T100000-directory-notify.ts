import { createChangeNotifyTriggers, DIRECTORY_CHANGES_CHANNEL, dropChangeNotifyTriggers, type NotifyingTable } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';

/**
 * What the public directory lists by (a weekly schedule) and what moves its availability label: days off and the
 * intervals appointments hold (`taken_intervals`: not cancelled). A payment step of a held appointment notifies no one.
 */
const tables: NotifyingTable[] = [
  { table: 'schedule_blocks' },
  { table: 'time_off' },
  { table: 'time_off_settings' },
  { table: 'appointments', watched: (row) => sql`${row}.psychologist_id, ${row}.date, ${row}.start_time, ${row}.end_time, ${row}.status = 'CANCELLED'` },
];

export async function up(db: Kysely<any>): Promise<void> {
  await createChangeNotifyTriggers(db, 'booking', DIRECTORY_CHANGES_CHANNEL, tables);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeNotifyTriggers(db, 'booking', DIRECTORY_CHANGES_CHANNEL, tables);
}
