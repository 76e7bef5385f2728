import { sql, type Kysely } from 'kysely';

/**
 * Issue 39: what each cancellation of a paid session kept (paid less what the policy gives back), for the payments
 * service's payouts: `refunds_due` lists only cancellations that give money back, so a late cancellation under a 0 %
 * policy was never seen there and its whole payment never paid out. `refunded_at` says when a partial refund was done
 * (the kept share is owed from then); a cancellation that refunds nothing is owed from `cancelled_at`. Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view booking.cancellations_kept as
    select r.appointment_id, a.psychologist_id, r.payment_method, r.amount_paid, r.refund_amount,
           r.amount_paid - r.refund_amount as kept_amount, r.cancelled_by, r.cancelled_at, a.refunded_at
    from booking.cancellation_refunds r
    join booking.appointments a on a.id = r.appointment_id
    where r.amount_paid > r.refund_amount`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists booking.cancellations_kept`.execute(db);
}
