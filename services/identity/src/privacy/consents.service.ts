import type { AcceptConsents, Consents, UpdateConsents } from '@emind/contracts';
import { currentLegalVersions, legalDocumentLabels, legalDocuments, type LegalDocument } from '@emind/domain';
import type { Transaction } from 'kysely';
import type { IdentityContext } from '../context.ts';
import type { IdentityDatabase } from '../db/schema.ts';
import { findMailPreferences, insertConsents, latestAcceptances, upsertMailPreferences } from './consents.repository.ts';

const currentVersionsOf = (documents: readonly LegalDocument[]) =>
  documents.map((document) => ({ document, version: currentLegalVersions[document] }));

/** Registration accepts the versions in force of every document, in the transaction that creates the account. */
export async function recordRegistrationConsents(trx: Transaction<IdentityDatabase>, userId: number, clientIp: string | null): Promise<void> {
  await insertConsents(trx, userId, currentVersionsOf(legalDocuments), clientIp);
}

export async function getConsents(ctx: IdentityContext, userId: number): Promise<Consents> {
  const [accepted, optionalMail] = await Promise.all([latestAcceptances(ctx.db, userId), findMailPreferences(ctx.db, userId)]);
  const documents = legalDocuments.map((document) => {
    const latest = accepted.find((row) => row.document === document);
    return {
      document,
      label: legalDocumentLabels[document],
      current_version: currentLegalVersions[document],
      accepted_version: latest?.version ?? null,
      accepted_at: latest ? new Date(latest.accepted_at).toISOString() : null,
    };
  });
  return {
    documents,
    pending: documents.filter((d) => d.accepted_version !== d.current_version).map((d) => d.document),
    optional_mail: optionalMail,
  };
}

export async function updateConsents(ctx: IdentityContext, userId: number, body: UpdateConsents): Promise<Consents> {
  if (Object.keys(body.optional_mail).length > 0) await upsertMailPreferences(ctx.db, userId, body.optional_mail);
  return getConsents(ctx, userId);
}

export async function acceptConsents(ctx: IdentityContext, userId: number, body: AcceptConsents, clientIp: string | null): Promise<Consents> {
  await insertConsents(ctx.db, userId, currentVersionsOf([...new Set(body.documents)]), clientIp);
  return getConsents(ctx, userId);
}
