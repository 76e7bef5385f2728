import { bookingMessages } from '@emind/domain';
import { intakeMessages } from '@emind/domain/measures';
import { badRequestDetail, conflict, HttpError, isExclusionViolation, notFound, refuse } from '@emind/server-kit';
import { isInactiveClient } from './appointments.repository.ts';
import { DECLARED_MINOR } from './book-in-batches.ts';

export const ACCOUNT_INACTIVE = 'Tu cuenta no está activa.';

/** SQLSTATEs `booking.book_appointments` answers (its migration): the slot is not offered that day; the psychologist has no account. */
const SLOT_NOT_OFFERED = 'EB001';
const PSYCHOLOGIST_WITHOUT_ACCOUNT = 'EB404';

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

/**
 * What the database refused when an appointment took a range (a booking, a series, a reschedule), in the spec's words:
 * the psychologist's slot is taken, the patient has another session then, or the account was deactivated; and what
 * the booking call refused (a slot not offered, a psychologist without an account, a client declared a minor). Anything else is returned as it came.
 */
export function asBookingRefusal(error: unknown): unknown {
  if (isExclusionViolation(error, 'appointments_no_psychologist_overlap')) return refuse(409, 'slot_taken');
  if (isExclusionViolation(error, 'appointments_no_client_overlap')) return conflict(bookingMessages.clientBusy);
  if (isInactiveClient(error)) return new HttpError(403, { detail: ACCOUNT_INACTIVE });
  if (codeOf(error) === SLOT_NOT_OFFERED) return badRequestDetail(bookingMessages.slotUnavailable);
  if (codeOf(error) === PSYCHOLOGIST_WITHOUT_ACCOUNT) return notFound(bookingMessages.psychologistUnavailable);
  if (codeOf(error) === DECLARED_MINOR) return new HttpError(403, { detail: intakeMessages.underage });
  return error;
}
