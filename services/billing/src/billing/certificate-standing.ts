import { billingMessages, isHeldAndPaid } from '@emind/domain';
import type { CertificateRow } from '../db/schema.ts';
import type { BillingSession } from './sessions.repository.ts';

/**
 * Why a certificate no longer states what happened, or null while it does. Each session it names must still be in
 * booking's view, not cancelled, not refunded, and must have been held and paid when the certificate was issued (a
 * certificate issued before this rule may name a session then still ahead, or a no-show).
 */
export function revocationReason(certificate: Pick<CertificateRow, 'appointment_ids' | 'created_at'>, sessions: ReadonlyMap<number, BillingSession>): string | null {
  const named = certificate.appointment_ids.map((id) => sessions.get(id));
  if (named.some((session) => !session || session.cancelled || session.refundedAt !== null)) return billingMessages.certificateRevokedCancelled;
  const issuedAt = new Date(certificate.created_at);
  if (named.some((session) => session && !isHeldAndPaid(session, issuedAt))) return billingMessages.certificateRevokedNotHeld;
  return null;
}
