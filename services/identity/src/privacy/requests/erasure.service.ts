import { badRequest, forgetAccountAccess, HttpError, lockPersonForBooking, notFound } from '@emind/server-kit';
import type { ErasureAccepted, ErasureBlocked } from '@emind/contracts';
import { appointmentStatusLabels, ERASED_PATIENT_NAME, privacyMessages } from '@emind/domain';
import { verifyPassword } from '../../accounts/passwords.ts';
import { endAllAccess } from '../../accounts/refresh-tokens.repository.ts';
import { findAccountById } from '../../accounts/users.repository.ts';
import type { IdentityContext } from '../../context.ts';
import { blockingSessions, deactivateAccount, type BlockingSessionRow } from './erasure.repository.ts';
import { findPending, pendingOrNewRequest } from './requests.repository.ts';

const DAY_MS = 86_400_000;

function toBlocked(rows: BlockingSessionRow[]): ErasureBlocked {
  return {
    detail: privacyMessages.upcomingSessions,
    sessions: rows.map((row) => ({
      id: row.id,
      date: row.date,
      start_time: row.start_time,
      status: row.status,
      status_display: appointmentStatusLabels[row.status] ?? row.status,
      other_party_name: row.other_first_name === null ? ERASED_PATIENT_NAME : `${row.other_first_name} ${row.other_last_name ?? ''}`.trim(),
    })),
  };
}

/**
 * Deactivates the account and opens the erasure that every service then does on its own schema. Refused (409, the
 * sessions listed) while the person has paid or confirmed sessions ahead. Checked and done under the person's booking
 * turn: a booking racing the erasure either lands first (and blocks it) or finds the account inactive.
 */
export async function requestErasure(ctx: IdentityContext, userId: number, password: string): Promise<ErasureAccepted> {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw notFound();
  if (!(await verifyPassword(account.password_hash, password))) throw badRequest({ password: [privacyMessages.wrongPassword] });
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockPersonForBooking(trx, userId, account.user_type);
    const pending = await findPending(trx, userId, 'erasure');
    if (pending) return pending;
    const sessions = await blockingSessions(trx, account.profile_id);
    if (sessions.length > 0) throw new HttpError(409, toBlocked(sessions));
    await deactivateAccount(trx, userId);
    await endAllAccess(trx, userId);
    return pendingOrNewRequest(trx, {
      userId,
      userType: account.user_type,
      kind: 'erasure',
      requestedAt: now,
      dueAt: new Date(now.getTime() + ctx.config.erasureDays * DAY_MS),
      email: account.email,
      firstName: account.first_name,
      lastName: account.last_name,
    });
  });
  forgetAccountAccess(userId);
  return { id: row.id, status: row.status, due_at: new Date(row.due_at).toISOString() };
}
