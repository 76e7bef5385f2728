import { sql, type Kysely } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

type Db = Kysely<BookingDatabase>;

const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::integer`;

/** The psychologist home's four figures (definitions in the contract). */
export async function psychologistCounts(db: Db, psychologistId: number) {
  return db
    .selectFrom('appointments as a')
    .leftJoin('psychologist_patient_marks as m', (join) =>
      join.onRef('m.client_id', '=', 'a.client_id').onRef('m.psychologist_id', '=', 'a.psychologist_id'),
    )
    .select([
      count(sql`a.status <> 'CANCELLED'`).as('total'),
      count(sql`a.status = 'COMPLETED'`).as('completed'),
      count(sql`a.status in ('PENDING_PAYMENT', 'PAYMENT_UPLOADED')`).as('pending_payment'),
      sql<number>`(count(distinct a.client_id) filter (where a.status <> 'CANCELLED' and coalesce(m.is_active, true)))::integer`.as('active_clients'),
    ])
    .where('a.psychologist_id', '=', psychologistId)
    .executeTakeFirstOrThrow();
}

/** Sessions not CANCELLED per Monday-started week of their (Chile) date, within [from, to]. */
export function psychologistWeeks(db: Db, psychologistId: number, from: string, to: string) {
  return db
    .selectFrom('appointments')
    .select([
      sql<string>`to_char(date_trunc('week', date), 'YYYY-MM-DD')`.as('week_start'),
      count(sql`status = 'COMPLETED'`).as('completed'),
      count(sql`status = 'NO_SHOW'`).as('no_show'),
      count(sql`status not in ('COMPLETED', 'NO_SHOW')`).as('scheduled'),
    ])
    .where('psychologist_id', '=', psychologistId)
    .where('status', '<>', 'CANCELLED')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy(sql`date_trunc('week', date)`)
    .execute();
}

/** Bookings not CANCELLED per Monday-started week of the Chile day they were made, from the day `from` on. */
export function bookingWeeks(db: Db, from: string) {
  const week = sql`date_trunc('week', created_at at time zone 'America/Santiago')`;
  return db
    .selectFrom('appointments')
    .select([
      sql<string>`to_char(${week}, 'YYYY-MM-DD')`.as('week_start'),
      count(sql`is_first_appointment`).as('platform'),
      count(sql`not is_first_appointment`).as('psychologist'),
      sql<number>`(coalesce(sum(payment_amount) filter (where is_first_appointment), 0))::integer`.as('platform_amount'),
      sql<number>`(coalesce(sum(payment_amount) filter (where not is_first_appointment), 0))::integer`.as('psychologist_amount'),
    ])
    .where('status', '<>', 'CANCELLED')
    .where('created_at', '>=', sql<Date>`(${from}::date)::timestamp at time zone 'America/Santiago'`)
    .groupBy(week)
    .execute();
}

/** 'Pagos por verificar': proofs awaiting verification, and those whose session has started. */
export function uploadedPayments(db: Db, now: Date) {
  return db
    .selectFrom('appointments')
    .select([sql<number>`count(*)::integer`.as('count'), count(sql`starts_at <= ${now}`).as('overdue')])
    .where('status', '=', 'PAYMENT_UPLOADED')
    .executeTakeFirstOrThrow();
}
