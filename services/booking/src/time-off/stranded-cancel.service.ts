import type { TimeOffOverview } from '@emind/contracts';
import { isOpenStatus, timeOffMessages } from '@emind/domain';
import { HttpError, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { changeAppointment, type Transition } from '../appointments/transitions.service.ts';
import { closedDatesFor } from './closed-days.ts';
import { timeOffOverview } from './time-off.service.ts';

/**
 * 'Cancelar' on a stranded appointment: the psychologist cancels a session of theirs that falls on a day they
 * closed, whatever its payment state (the status table lets them cancel only paid ones; an unpaid hold on a
 * closed day would otherwise wait for its expiry). The usual cancellation follows: the patient's mail and .ics
 * CANCEL, and a paid one shows 'Reembolso pendiente' to admins.
 */
export async function cancelStranded(ctx: BookingContext, psychologist: AuthUser, id: number): Promise<TimeOffOverview> {
  await changeAppointment(ctx, psychologist, id, async (record, trx): Promise<Transition> => {
    const upcoming = new Date(record.starts_at).getTime() > ctx.now().getTime();
    const closed = await closedDatesFor(trx, record.psychologist_id, { from: record.date, to: record.date });
    if (record.psychologist_id !== psychologist.profileId || !isOpenStatus(record.status) || !upcoming || closed.size === 0) {
      throw new HttpError(400, { detail: timeOffMessages.notStranded });
    }
    return {
      to: 'CANCELLED',
      note: 'Cancelada por el profesional (ausencia)',
      event: 'cancelled',
      ...(record.status === 'CONFIRMED' ? { changes: { calendar_sequence: record.calendar_sequence + 1 } } : {}),
    };
  }, 'cancellation');
  return timeOffOverview(ctx, psychologist);
}
