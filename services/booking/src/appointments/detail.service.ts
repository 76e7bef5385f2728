import type { Appointment } from '@emind/contracts';
import type { AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { appointmentForViewer } from './appointment-view.ts';

/**
 * One appointment, for its client, its psychologist or an admin; 404 otherwise. A psychologist's or an admin's read
 * is logged for the patient in the transaction that reads it ('appointment', and 'clinical_notes' when the
 * psychologist's answer carries notes).
 */
export function appointmentDetail(ctx: BookingContext, viewer: AuthUser, id: number): Promise<Appointment> {
  return appointmentForViewer(ctx, viewer, id);
}
