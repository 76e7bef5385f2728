import { INVALID_TOKEN } from '@emind/contracts';
import { withRedirect } from '@emind/domain';
import { refuse } from '@emind/server-kit';
import type { IdentityContext } from '../context.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { endAllAccess } from '../accounts/refresh-tokens.repository.ts';
import { hashToken, newOpaqueToken } from '../accounts/secrets.ts';
import { findAccountByEmail, setPasswordHash } from '../accounts/users.repository.ts';
import { consumeResetToken, findUsableResetToken, insertResetToken, invalidateOpenResetTokens } from './reset-tokens.repository.ts';

export const RESET_TOKEN_MINUTES = 60;

/** The link's origin: the request's `base_url` only when it is an allowed origin. */
export function resetLinkOrigin(ctx: IdentityContext, baseUrl: string | undefined): string {
  if (baseUrl) {
    try {
      const origin = new URL(baseUrl).origin;
      if (ctx.config.allowedOrigins.includes(origin)) return origin;
    } catch {
      // not a URL: fall back to the configured origin
    }
  }
  return ctx.config.publicOrigin;
}

/**
 * Answers the same whether the account exists or not; only an active account gets a mail. A same-site `redirect`
 * (where the person was going, e.g. a psychologist's booking) rides in the link; anything else is left out.
 */
export async function requestPasswordReset(ctx: IdentityContext, email: string, baseUrl: string | undefined, redirect?: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account || !account.is_active) return;
  const { token, hash } = newOpaqueToken();
  await insertResetToken(ctx.db, account.id, hash, new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000));
  const link = `${resetLinkOrigin(ctx, baseUrl)}${withRedirect(`/reset-password/${token}`, redirect)}`;
  await ctx.mailer.send({
    to: account.email,
    subject: 'Restablece tu contraseña de e-mind',
    text: [
      `Hola ${account.first_name},`,
      '',
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta en e-mind.',
      `Para crear una nueva contraseña, abre este enlace (válido por ${RESET_TOKEN_MINUTES} minutos):`,
      '',
      link,
      '',
      'Si no solicitaste este cambio, puedes ignorar este correo.',
    ].join('\n'),
  });
}

export async function verifyResetToken(ctx: IdentityContext, token: string): Promise<{ email: string } | null> {
  const row = await findUsableResetToken(ctx.db, hashToken(token));
  return row ? { email: row.email } : null;
}

export async function resetPassword(ctx: IdentityContext, token: string, email: string, newPassword: string): Promise<void> {
  const row = await findUsableResetToken(ctx.db, hashToken(token));
  if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw refuse(400, 'reset_token_invalid', INVALID_TOKEN);
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) throw refuse(400, 'reset_token_invalid', INVALID_TOKEN);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeResetToken(trx, row.id))) throw refuse(400, 'reset_token_invalid', INVALID_TOKEN);
    await setPasswordHash(trx, account.id, passwordHash);
    await invalidateOpenResetTokens(trx, account.id);
    await endAllAccess(trx, account.id);
  });
}
