import type { Appointment } from '@emind/contracts';
import { bookingMessages, type AccessResource } from '@emind/domain';
import { notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { recordPatientRead } from '../privacy/access.ts';
import { appointmentsForViewer, canSee } from './appointment-view.ts';
import { findAppointment } from './appointments.repository.ts';

/**
 * One appointment, for its client, its psychologist or an admin; 404 otherwise. A psychologist's or an admin's read
 * is logged for the patient in the transaction that reads the row ('appointment', and 'clinical_notes' when the
 * psychologist's answer carries notes); the names and history around it are read after.
 */
export async function appointmentDetail(ctx: BookingContext, viewer: AuthUser, id: number): Promise<Appointment> {
  const record = await ctx.db.transaction().execute(async (trx) => {
    const found = await findAppointment(trx, id);
    if (!found || !canSee(viewer, found)) throw notFound(bookingMessages.appointmentNotFound);
    const resources: AccessResource[] = viewer.userType === 'psychologist' && found.psychologist_notes !== '' ? ['appointment', 'clinical_notes'] : ['appointment'];
    await recordPatientRead(trx, viewer, found.client_id, resources, found.id);
    return found;
  });
  const [appointment] = await appointmentsForViewer(ctx, viewer, [record]);
  if (!appointment) throw notFound(bookingMessages.appointmentNotFound);
  return appointment;
}
