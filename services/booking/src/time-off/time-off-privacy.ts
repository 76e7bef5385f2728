import type { Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

type Trx = Transaction<BookingDatabase>;

/** A psychologist's share of an export: their time off (with its private reason) and the holidays switch. */
export async function exportTimeOff(trx: Trx, psychologistId: number): Promise<Record<string, unknown>> {
  const ranges = await trx
    .selectFrom('time_off')
    .select(['starts_on', 'ends_on', 'reason', 'created_at'])
    .where('psychologist_id', '=', psychologistId)
    .orderBy('starts_on')
    .execute();
  const settings = await trx.selectFrom('time_off_settings').select(['skip_holidays', 'updated_at']).where('psychologist_id', '=', psychologistId).executeTakeFirst();
  return {
    time_off: ranges.map((range) => ({ ...range, created_at: new Date(range.created_at).toISOString() })),
    holidays_setting: settings ? { skip_holidays: settings.skip_holidays, updated_at: new Date(settings.updated_at).toISOString() } : null,
  };
}

/** An erased psychologist's time off and switch go with their schedule. */
export async function eraseTimeOff(trx: Trx, psychologistId: number): Promise<void> {
  await trx.deleteFrom('time_off').where('psychologist_id', '=', psychologistId).execute();
  await trx.deleteFrom('time_off_settings').where('psychologist_id', '=', psychologistId).execute();
}
