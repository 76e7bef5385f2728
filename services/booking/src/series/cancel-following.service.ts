import type { CancelFollowing } from '@emind/contracts';
import { bookingMessages, seriesMessages } from '@emind/domain';
import { badRequestDetail, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { appointmentsForViewer, canSee } from '../appointments/appointment-view.ts';
import { readAndRecord } from '../privacy/access.ts';
import { clientCancellation, clientMayCancel } from '../appointments/lifecycle.service.ts';
import { findAppointment } from '../appointments/appointments.repository.ts';
import { changeAppointmentIn } from '../appointments/transitions.service.ts';
import { appointmentsByIds, lockSeries } from './series.repository.ts';

/**
 * 'Cancelar esta y las siguientes': this session and the later ones of its series that may still be cancelled, in
 * one transaction. Latest first, so a cancelled first session hands the first-session role to a remaining one only.
 */
export async function cancelFollowing(ctx: BookingContext, client: AuthUser, id: number): Promise<CancelFollowing> {
  if (client.userType !== 'client') throw new HttpError(403, { detail: bookingMessages.cancelNotAllowed });
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const found = await findAppointment(trx, id);
    if (!found || !canSee(client, found)) throw notFound(bookingMessages.appointmentNotFound);
    if (found.series_id === null) throw badRequestDetail(seriesMessages.notInSeries);
    const series = await lockSeries(trx, found.series_id);
    const pivot = series.find((record) => record.id === id);
    if (!pivot || !clientMayCancel(ctx, pivot)) throw badRequestDetail(bookingMessages.cancelNotAllowed);
    const targets = series
      .filter((record) => new Date(record.starts_at) >= new Date(pivot.starts_at) && clientMayCancel(ctx, record))
      .sort((a, b) => new Date(b.starts_at).getTime() - new Date(a.starts_at).getTime());
    for (const target of targets) await changeAppointmentIn(ctx, trx, client, target.id, (record) => clientCancellation(ctx, record), 'cancellation');
    return targets.map((target) => target.id);
  });
  const cancelled = await readAndRecord(ctx, async (inRead) => appointmentsForViewer(inRead, client, await appointmentsByIds(inRead.db, ids), 'each'));
  return { cancelled };
}
