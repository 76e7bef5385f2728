import type { BookingContext } from '../context.ts';

const BATCH = 100;

/**
 * Purges the sealed records whose retention period has ended (ctx.now(): tests pin the clock). Each row's file is
 * removed before its row is deleted, in the same transaction, so a failed removal leaves the rows to be tried again and
 * no file outlives its record. Returns how many it purged.
 */
export async function purgeSealedRecords(ctx: BookingContext): Promise<number> {
  const now = ctx.now();
  let purged = 0;
  for (;;) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('sealed_records')
        .select(['id', 'file_key'])
        .where('purge_after', '<=', now)
        .orderBy('purge_after')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of due) {
        if (row.file_key) await ctx.storage.remove(row.file_key);
      }
      if (due.length > 0) await trx.deleteFrom('sealed_records').where('id', 'in', due.map((row) => row.id)).execute();
      return due.length;
    });
    purged += done;
    if (done < BATCH) return purged;
  }
}
