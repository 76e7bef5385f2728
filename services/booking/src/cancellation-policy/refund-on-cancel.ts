import { cancellationRefund, isPaidStatus, type CancellationPolicy, type Canceller } from '@emind/domain';
import type { AuthUser } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { AppointmentRecord } from '../appointments/appointments.repository.ts';
import { updateAppointment } from '../appointments/lifecycle.repository.ts';
import type { BookingDatabase } from '../db/schema.ts';
import { bookedPolicy, insertRefund } from './policy.repository.ts';

const cancellerByRole = { client: 'patient', psychologist: 'psychologist', admin: 'platform' } as const satisfies Record<AuthUser['userType'], Canceller>;

/** Who cancelled, in the rule's words: the only system cancellation through a status change is an unpaid hold's expiry. */
export const cancellerOf = (actor: AuthUser | 'system'): Canceller => (actor === 'system' ? 'expiry' : cancellerByRole[actor.userType]);

/** What was paid for the appointment as it stood before the cancellation: its amount when paid, else nothing. */
export const amountPaidOf = (record: Pick<AppointmentRecord, 'status' | 'payment_amount'>): number =>
  isPaidStatus(record.status) ? record.payment_amount : 0;

/**
 * Records, in the cancelling transaction, what the cancellation refunds by the policy the appointment was booked
 * under (`booking.refunds_due` publishes it when it gives money back). `record` is the appointment before the change.
 */
export async function recordCancellationRefund(trx: Transaction<BookingDatabase>, record: AppointmentRecord, actor: AuthUser | 'system', now: Date): Promise<void> {
  const policy: CancellationPolicy | undefined = await bookedPolicy(trx, record.id);
  if (!policy) return;
  const cancelledBy = cancellerOf(actor);
  const refund = cancellationRefund({ policy, amountPaid: amountPaidOf(record), startsAt: new Date(record.starts_at), cancelledAt: now, cancelledBy });
  await insertRefund(trx, {
    appointment_id: record.id,
    payment_method: record.payment_method,
    amount_paid: amountPaidOf(record),
    refund_amount: refund.amount,
    refund_percent: refund.percent,
    reason: refund.reason,
    cancelled_by: cancelledBy,
    cancelled_at: now,
  });
  await updateAppointment(trx, record.id, { refund_amount: refund.amount });
}
