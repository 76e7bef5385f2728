import { badRequest, forgetAccountAccess, HttpError, lockPersonForBooking, notFound, tooManyRequests } from '@emind/server-kit';
import type { ErasureAccepted, ErasureBlocked } from '@emind/contracts';
import { appointmentStatusLabels, ERASED_PATIENT_NAME, privacyMessages, refusals } from '@emind/domain';
import { clearLoginAttempts, reserveLoginAttempt } from '../../accounts/login-attempts.repository.ts';
import { verifyPassword } from '../../accounts/passwords.ts';
import { endAllAccess } from '../../accounts/refresh-tokens.repository.ts';
import { findAccountById } from '../../accounts/users.repository.ts';
import type { IdentityContext } from '../../context.ts';
import { acceptInBooking, blockingSessions, contactsOf, deactivateAccount, type BlockingSessionRow } from './erasure.repository.ts';
import { findPending, pendingOrNewRequest } from './requests.repository.ts';

const DAY_MS = 86_400_000;

function toBlocked(rows: BlockingSessionRow[]): ErasureBlocked {
  return {
    code: 'erasure_blocked',
    detail: refusals.erasure_blocked,
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
 * A wrong password here is a guess like a wrong login: it counts against the same per-account limit (login_attempts),
 * so the erasure form is no side door for guessing a password.
 */
async function checkPassword(ctx: IdentityContext, email: string, hash: string, password: string): Promise<void> {
  const attemptKey = email.trim().toLowerCase();
  if (!(await reserveLoginAttempt(ctx.db, attemptKey, ctx.config.rateLimits.loginPerEmail))) throw tooManyRequests();
  if (!(await verifyPassword(hash, password))) throw badRequest({ password: [privacyMessages.wrongPassword] });
  await clearLoginAttempts(ctx.db, attemptKey);
}

/**
 * Deactivates the account and opens the erasure that every service then does on its own schema. Refused (409, the
 * sessions listed) while the person has paid or confirmed sessions ahead. Checked and done under the person's booking
 * turn, with their open appointments locked by booking's `accept_erasure`, which also cancels their unpaid holds: a
 * booking racing the erasure lands first (and its hold is cancelled with the others) or finds the account inactive; a
 * verification or confirmation lands first (and blocks the erasure) or is refused after it.
 */
export async function requestErasure(ctx: IdentityContext, userId: number, password: string): Promise<ErasureAccepted> {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw notFound();
  await checkPassword(ctx, account.email, account.password_hash, password);
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockPersonForBooking(trx, userId, account.user_type);
    const pending = await findPending(trx, userId, 'erasure');
    if (pending) return pending;
    if (!(await acceptInBooking(trx, account.profile_id, now))) throw new HttpError(409, toBlocked(await blockingSessions(trx, account.profile_id)));
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
      contacts: await contactsOf(trx, userId),
    });
  });
  forgetAccountAccess(userId);
  return { id: row.id, status: row.status, due_at: new Date(row.due_at).toISOString() };
}
