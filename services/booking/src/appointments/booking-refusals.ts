import { bookingMessages } from '@emind/domain';
import { conflict, HttpError, isExclusionViolation } from '@emind/server-kit';
import { isInactiveClient } from './appointments.repository.ts';

export const ACCOUNT_INACTIVE = 'Tu cuenta no está activa.';

/**
 * What the database refused when an appointment took a range (a booking, a series, a reschedule), in the spec's words:
 * the psychologist's slot is taken, the patient has another session then, or the account was deactivated. Anything
 * else is returned as it came.
 */
export function asBookingRefusal(error: unknown): unknown {
  if (isExclusionViolation(error, 'appointments_no_psychologist_overlap')) return conflict(bookingMessages.slotTaken);
  if (isExclusionViolation(error, 'appointments_no_client_overlap')) return conflict(bookingMessages.clientBusy);
  if (isInactiveClient(error)) return new HttpError(403, { detail: ACCOUNT_INACTIVE });
  return error;
}
