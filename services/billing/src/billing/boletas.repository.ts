import type { Insertable, Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { BillingDatabase, BoletaRow, BoletasTable } from '../db/schema.ts';

type Db = Kysely<BillingDatabase> | Transaction<BillingDatabase>;

/** The boleta of a session, unless sealed by an erasure (then no route reads it). */
export async function findBoleta(db: Db, appointmentId: number): Promise<BoletaRow | null> {
  return (await db.selectFrom('boletas').selectAll().where('appointment_id', '=', appointmentId).where('sealed_at', 'is', null).executeTakeFirst()) ?? null;
}

export async function boletasOf(db: Db, appointmentIds: readonly number[]): Promise<Map<number, BoletaRow>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db.selectFrom('boletas').selectAll().where('appointment_id', 'in', appointmentIds).where('sealed_at', 'is', null).execute();
  return new Map(rows.map((row) => [row.appointment_id, row]));
}

export type BoletaValues = Omit<Insertable<BoletasTable>, 'id' | 'created_at' | 'updated_at' | 'sealed_at' | 'purge_after'>;

/**
 * Writes the session's boleta, or replaces the folio, date and (when a new one is given) the file of the one it has.
 * Returns the row and the file it replaced, or null when the session's boleta is sealed. A folio the issuer already
 * used raises the unique violation `boletas_folio_per_issuer`.
 */
export async function upsertBoleta(trx: Transaction<BillingDatabase>, values: BoletaValues): Promise<{ row: BoletaRow; replacedFile: string | null } | null> {
  const previous = await trx.selectFrom('boletas').select(['file_key', 'sealed_at']).where('appointment_id', '=', values.appointment_id).forUpdate().executeTakeFirst();
  if (previous?.sealed_at) return null;
  const row = await trx
    .insertInto('boletas')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('appointment_id').doUpdateSet({
        folio: values.folio,
        issued_on: values.issued_on,
        receiver: values.receiver,
        issuer_id: values.issuer_id ?? null,
        attached_by_user_id: values.attached_by_user_id,
        file_key: values.file_key ? values.file_key : sql<string | null>`boletas.file_key`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const replacedFile = previous?.file_key && values.file_key && previous.file_key !== values.file_key ? previous.file_key : null;
  return { row, replacedFile };
}
