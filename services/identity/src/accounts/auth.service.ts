import { randomUUID } from 'node:crypto';
import { asGender } from '@emind/domain';
import { INVALID_CREDENTIALS, USER_INACTIVE, EMAIL_EXISTS, type RegisterBody, type Session, type TokenPair, type User } from '@emind/contracts';
import { badRequest, isUniqueViolation, messages, tooManyRequests, unauthorized } from '@emind/server-kit';
import type { Kysely, Transaction } from 'kysely';
import type { IdentityContext } from '../context.ts';
import type { IdentityDatabase } from '../db/schema.ts';
import { clearLoginAttempts, reserveLoginAttempt } from './login-attempts.repository.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import {
  familyOfToken,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeFamily,
} from './refresh-tokens.repository.ts';
import { recordRegistrationConsents } from '../privacy/consents.service.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';
import { emailExists, findAccountByEmail, findAccountById, insertUserWithProfile, touchLastLogin, type AccountRow } from './users.repository.ts';

export const REFRESH_TOKEN_DAYS = 7;
const REFRESH_TOKEN_MS = REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000;

export function toUser(account: AccountRow): User {
  return {
    id: account.id,
    user_type: account.user_type,
    profile_id: account.profile_id,
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email,
    username: account.email,
    phone_number: account.phone,
    professional_title: account.professional_title,
    gender: asGender(account.gender),
  };
}

async function issueTokens(
  ctx: IdentityContext,
  db: Kysely<IdentityDatabase> | Transaction<IdentityDatabase>,
  account: AccountRow,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refresh = newOpaqueToken();
  await insertRefreshToken(db, {
    userId: account.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_MS),
  });
  const access = await ctx.signer.sign({ userId: account.id, userType: account.user_type, profileId: account.profile_id });
  return { access, refresh: refresh.token };
}

const emailTaken = () => badRequest({ email: [EMAIL_EXISTS] });

export async function register(ctx: IdentityContext, body: RegisterBody, clientIp: string | null): Promise<Session> {
  if (await emailExists(ctx.db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const professionalTitle =
    body.user_type === 'psychologist' ? body.professional_title || 'Psicólogo' : (body.professional_title ?? null);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const id = await insertUserWithProfile(
        trx,
        {
          email: body.email,
          password_hash: passwordHash,
          user_type: body.user_type,
          first_name: body.first_name,
          last_name: body.last_name,
        },
        { phone: body.phone_number || null, professional_title: professionalTitle },
      );
      await recordRegistrationConsents(trx, id, clientIp);
      const account = await findAccountById(trx, id);
      if (!account) throw new Error('account vanished after insert');
      const tokens = await issueTokens(ctx, trx, account);
      return { ...tokens, user: toUser(account) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function login(ctx: IdentityContext, email: string, password: string): Promise<Session> {
  const attemptKey = email.trim().toLowerCase();
  if (!(await reserveLoginAttempt(ctx.db, attemptKey, ctx.config.rateLimits.loginPerEmail))) throw tooManyRequests();
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) {
    await burnPasswordCheck(password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(account.password_hash, password))) throw unauthorized(INVALID_CREDENTIALS);
  await clearLoginAttempts(ctx.db, attemptKey);
  if (!account.is_active) throw unauthorized(USER_INACTIVE);
  await touchLastLogin(ctx.db, account.id);
  const tokens = await issueTokens(ctx, ctx.db, account);
  return { ...tokens, user: toUser(account) };
}

class ReusedRefreshToken extends Error {
  constructor(public readonly familyId: string) {
    super('refresh token reused');
  }
}

/**
 * Two tabs of one browser share the refresh token and may both present it at once: a token rotated this recently
 * gets a pair of its own instead of counting as stolen.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const rotatedJustNow = (rotatedAt: Date | null): boolean =>
  rotatedAt !== null && Date.now() - rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS;

/** Rotates the refresh token; presenting an already rotated (past the grace) or revoked one revokes its whole family. */
export async function refresh(ctx: IdentityContext, token: string): Promise<TokenPair> {
  const tokenHash = hashToken(token);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await lockRefreshToken(trx, tokenHash);
      if (!row) throw unauthorized(messages.invalidToken);
      if (row.revoked_at || (row.rotated_at && !rotatedJustNow(row.rotated_at))) throw new ReusedRefreshToken(row.family_id);
      if (row.expires_at.getTime() <= Date.now()) throw unauthorized(messages.invalidToken);
      const account = await findAccountById(trx, row.user_id);
      if (!account || !account.is_active) throw unauthorized(messages.invalidToken);
      if (!row.rotated_at) await markRotated(trx, row.id);
      return issueTokens(ctx, trx, account, row.family_id);
    });
  } catch (error) {
    if (error instanceof ReusedRefreshToken) {
      await revokeFamily(ctx.db, error.familyId);
      throw unauthorized(messages.invalidToken);
    }
    throw error;
  }
}

export async function logout(ctx: IdentityContext, token: string): Promise<void> {
  const familyId = await familyOfToken(ctx.db, hashToken(token));
  if (familyId) await revokeFamily(ctx.db, familyId);
}
