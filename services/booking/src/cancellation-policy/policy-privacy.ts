import type { Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';
import { deletePolicy, findPolicy } from './policy.repository.ts';

type Trx = Transaction<BookingDatabase>;

/** A psychologist's share of an export: the cancellation policy they chose (null when they never did). */
export async function exportCancellationPolicy(trx: Trx, psychologistId: number): Promise<Record<string, unknown>> {
  const row = await findPolicy(trx, psychologistId);
  return { cancellation_policy: row ? { ...row, updated_at: new Date(row.updated_at).toISOString() } : null };
}

export const eraseCancellationPolicy = (trx: Trx, psychologistId: number): Promise<void> => deletePolicy(trx, psychologistId);
