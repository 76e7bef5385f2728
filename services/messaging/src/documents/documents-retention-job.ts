import type { MessagingContext } from '../context.ts';
import { purgeSealedDocuments } from './documents-privacy.ts';

/** Deletes the sealed documents whose clinical retention ended, then their files (a failure leaves them for the next run). */
export const documentsRetentionJob = (ctx: MessagingContext) => ({
  name: 'messaging-documents-retention',
  run: async (): Promise<void> => {
    const keys = await ctx.db.transaction().execute((trx) => purgeSealedDocuments(trx, ctx.now()));
    for (const key of keys) await ctx.storage.remove(key);
  },
});
