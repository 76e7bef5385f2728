import { normalizeScheduleConfig, validateScheduleConfig, type ScheduleConfig } from '@emind/domain';
import type { BookingContext } from '../context.ts';
import { countScheduleBlocks, psychologistIdsByEmail, replaceScheduleBlocks } from '../schedules/schedules.repository.ts';

export interface DemoSchedule {
  email: string;
  schedule: ScheduleConfig;
}

/**
 * Weekly schedules of the demo psychologists, only on an empty schedules table; profiles come from identity's
 * directory by e-mail, and ones not found are skipped. Returns how many schedules it stored.
 */
export async function seedDemoSchedules(ctx: BookingContext, demo: readonly DemoSchedule[]): Promise<number> {
  if ((await countScheduleBlocks(ctx.db)) > 0) return 0;
  const ids = await psychologistIdsByEmail(ctx.db, demo.map((entry) => entry.email));
  const found = demo.flatMap((entry) => {
    const id = ids.get(entry.email.toLowerCase());
    return id !== undefined && validateScheduleConfig(entry.schedule) === null ? [{ id, schedule: entry.schedule }] : [];
  });
  await ctx.db.transaction().execute(async (trx) => {
    for (const { id, schedule } of found) await replaceScheduleBlocks(trx, id, normalizeScheduleConfig(schedule));
  });
  return found.length;
}
