import { chileHolidays } from '@emind/domain';
import type { Kysely } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

/**
 * Copies @emind/domain's holiday table into booking.legal_holidays, which the published `unavailable_dates` view
 * reads: the dated table keeps one home and the database follows it at every start.
 */
export async function syncLegalHolidays(db: Kysely<BookingDatabase>): Promise<void> {
  const rows = chileHolidays.map(({ date, name }) => ({ date, name }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('legal_holidays').where('date', 'not in', rows.map((row) => row.date)).execute();
    await trx
      .insertInto('legal_holidays')
      .values(rows)
      .onConflict((oc) => oc.column('date').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .execute();
  });
}
