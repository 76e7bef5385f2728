import { CONSENT_REQUIRED_CODE, consentRequiredMessage, pendingLegalDocuments, type LegalDocument } from '@emind/domain';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { HttpError, messages, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The legal documents whose version in force the account has not accepted (none: it may act). */
    pendingConsents(userId: number): Promise<LegalDocument[]>;
  }
}

const MAX_REMEMBERED_ACCOUNTS = 10_000;

/**
 * Reads identity's published `identity.legal_acceptances`. Only "accepted everything in force" is remembered: it
 * stays true until a new version ships (a new process), and an acceptance cannot be withdrawn, while a refusal must
 * end the moment the person accepts.
 */
export function readPendingConsents(db: Kysely<unknown>): (userId: number) => Promise<LegalDocument[]> {
  const accepted = new Set<number>();
  return async (userId) => {
    if (accepted.has(userId)) return [];
    const { rows } = await sql<{ document: string; version: string }>`
      select document, version from identity.legal_acceptances where user_id = ${userId}`.execute(db);
    const pending = pendingLegalDocuments(rows);
    if (pending.length === 0) {
      if (accepted.size >= MAX_REMEMBERED_ACCOUNTS) accepted.clear();
      accepted.add(userId);
    }
    return pending;
  };
}

/** 403 `consent_required`: the person must accept the versions in force of `pending` first (the shell then shows them). */
export const consentRequired = (pending: readonly LegalDocument[]): HttpError =>
  new HttpError(403, { detail: consentRequiredMessage(pending), code: CONSENT_REQUIRED_CODE });

/**
 * preHandler after `requireRole`: an action that binds the person to the terms (booking, reviewing, joining a
 * waitlist) is refused until they accept the versions in force; the shell's gate alone is not the rule.
 */
export function requireConsent(): (request: FastifyRequest) => Promise<void> {
  return async function checkConsent(request: FastifyRequest): Promise<void> {
    if (!request.authUser) throw unauthorized(messages.authRequired);
    const pending = await request.server.pendingConsents(request.authUser.id);
    if (pending.length > 0) throw consentRequired(pending);
  };
}
