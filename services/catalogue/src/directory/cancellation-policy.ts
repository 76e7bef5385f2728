import { defaultCancellationPolicy, type CancellationPolicy } from '@emind/domain';
import type { Kysely } from 'kysely';
import type { CatalogueDatabase } from '../db/schema.ts';

/** The psychologist's cancellation policy as booking publishes it; the default when they never chose one. */
export async function cancellationPolicyOf(db: Kysely<CatalogueDatabase>, profileId: number): Promise<CancellationPolicy> {
  const row = await db
    .selectFrom('booking.psychologist_cancellation_policies')
    .select(['free_cancellation_hours', 'late_cancellation_refund_percent'])
    .where('psychologist_id', '=', profileId)
    .executeTakeFirst();
  return row ?? defaultCancellationPolicy;
}
