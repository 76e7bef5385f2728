import type { Readable } from 'node:stream';
import type { CertificateVerification, IssuedCertificate } from '@emind/contracts';
import { billingMessages, CERTIFICATE_MAX_MONTHS, rangeExceedsMonths } from '@emind/domain';
import { badRequestDetail, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { BillingContext } from '../context.ts';
import type { CertificateRow } from '../db/schema.ts';
import { renderCertificates, type CertificateFacts } from '../pdf/certificate-pdf.ts';
import { boletasOf } from './boletas.repository.ts';
import { newVerificationCode, normalizeCode, verifyUrl } from './certificate-codes.ts';
import { revocationReason } from './certificate-standing.ts';
import { certificateZipStream } from './certificate-zip.ts';
import { findPerson, listSessions, registrationNumber, sessionsByIds, type BillingSession } from './sessions.repository.ts';

export interface CertificateFile {
  body: Uint8Array | Readable;
  fileName: string;
  mime: string;
}

/** The patient's sessions in the range held and paid by now, each psychologist's certified apart; refused with the spec's messages. */
async function certifiedSessions(ctx: BillingContext, user: AuthUser, from: string, to: string, now: Date): Promise<Map<number, BillingSession[]>> {
  if (from > to) throw badRequestDetail(billingMessages.rangeInverted);
  if (rangeExceedsMonths(from, to, CERTIFICATE_MAX_MONTHS)) throw badRequestDetail(billingMessages.rangeTooLong);
  const sessions = await listSessions(ctx.db, { clientId: user.profileId, from, to, heldAndPaidBy: now });
  if (sessions.length === 0) throw new HttpError(404, { detail: billingMessages.noPaidSessions });
  const byPsychologist = new Map<number, BillingSession[]>();
  for (const session of sessions) byPsychologist.set(session.psychologistId, [...(byPsychologist.get(session.psychologistId) ?? []), session]);
  return byPsychologist;
}

/**
 * Issues the certificates of the patient's held and paid sessions in [from, to] (one per psychologist, in one PDF) and
 * records what each states under its verification code; `zip` streams the boletas' PDFs beside it.
 */
export async function issueCertificate(ctx: BillingContext, user: AuthUser, from: string, to: string, format: 'pdf' | 'zip'): Promise<CertificateFile> {
  const issuedAt = ctx.now();
  const byPsychologist = await certifiedSessions(ctx, user, from, to, issuedAt);
  const patient = await findPerson(ctx.db, user.profileId);
  if (!patient) throw notFound();
  const all = [...byPsychologist.values()].flat();
  const boletas = await boletasOf(ctx.db, all.map((session) => session.appointmentId));

  const issued: { psychologistId: number; sessions: BillingSession[]; facts: CertificateFacts }[] = [];
  for (const [psychologistId, sessions] of byPsychologist) {
    const psychologist = await findPerson(ctx.db, psychologistId);
    const code = newVerificationCode();
    issued.push({ psychologistId, sessions, facts: {
      code,
      issuedAt,
      from,
      to,
      psychologist: { name: psychologist?.name ?? sessions[0]?.psychologistName ?? '', rut: psychologist?.rut ?? null, registrationNumber: await registrationNumber(ctx.db, psychologistId) },
      patient: { name: patient.name, rut: patient.rut },
      sessions: sessions.map((session) => ({ code: session.code, date: session.date, startTime: session.startTime, amount: session.amount, folio: boletas.get(session.appointmentId)?.folio ?? null })),
      total: sessions.reduce((sum, session) => sum + session.amount, 0),
      verifyUrl: verifyUrl(ctx.config.publicOrigin, code),
    } });
  }

  await ctx.db
    .insertInto('certificates')
    .values(
      issued.map(({ psychologistId, sessions, facts: item }) => ({
        code: item.code,
        client_id: user.profileId,
        psychologist_id: psychologistId,
        psychologist_name: item.psychologist.name,
        psychologist_rut: item.psychologist.rut,
        registration_number: item.psychologist.registrationNumber,
        from_date: from,
        to_date: to,
        appointment_ids: sessions.map((session) => session.appointmentId),
        session_dates: item.sessions.map((session) => session.date),
        total: item.total,
        created_at: issuedAt,
      })),
    )
    .execute();

  const pdf = await renderCertificates(issued.map((item) => item.facts));
  const baseName = `certificado-atencion-${from}-a-${to}`;
  if (format === 'pdf') return { body: pdf, fileName: `${baseName}.pdf`, mime: 'application/pdf' };

  const entries = all.map((session) => {
    const boleta = boletas.get(session.appointmentId);
    return {
      name: `boletas/${session.code}-folio-${boleta?.folio ?? ''}.pdf`,
      key: boleta?.file_key ?? null,
      missingNote: `${session.code} (${session.date}): ${boleta ? `folio ${boleta.folio}, sin PDF adjunto` : 'boleta pendiente'}`,
    };
  });
  return { body: certificateZipStream(ctx.storage, { name: `${baseName}.pdf`, pdf }, entries, issuedAt), fileName: `${baseName}.zip`, mime: 'application/zip' };
}

/** Each certificate's revocation reason (null while it stands), read against booking's view as it is now. */
async function standings(ctx: BillingContext, rows: readonly CertificateRow[]): Promise<Map<string, string | null>> {
  const sessions = await sessionsByIds(ctx.db, rows.flatMap((row) => row.appointment_ids));
  return new Map(rows.map((row) => [row.code, revocationReason(row, sessions)]));
}

/**
 * The public check: what a standing certificate states about the psychologist, the dates and the total; never the
 * patient. One whose sessions were later cancelled or refunded (or that named a session not yet held) is revoked.
 */
export async function verifyCertificate(ctx: BillingContext, input: string): Promise<CertificateVerification> {
  const code = normalizeCode(input);
  const row = code ? await ctx.db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst() : undefined;
  if (!row) return { genuine: false, certificate: null, reason: billingMessages.codeNotFound };
  const revoked = (await standings(ctx, [row])).get(row.code) ?? null;
  if (revoked) return { genuine: false, certificate: null, reason: revoked };
  return {
    genuine: true,
    reason: null,
    certificate: {
      code: row.code,
      psychologist_name: row.psychologist_name,
      psychologist_rut: row.psychologist_rut,
      registration_number: row.registration_number,
      from: row.from_date,
      to: row.to_date,
      session_dates: row.session_dates,
      session_count: row.appointment_ids.length,
      total: row.total,
      issued_at: new Date(row.created_at).toISOString(),
    },
  };
}

/** The patient's own certificates, newest first, each with whether it still stands. */
export async function issuedCertificates(ctx: BillingContext, user: AuthUser): Promise<IssuedCertificate[]> {
  const rows = await ctx.db.selectFrom('certificates').selectAll().where('client_id', '=', user.profileId).orderBy('id', 'desc').limit(50).execute();
  const reasons = await standings(ctx, rows);
  return rows.map((row) => ({
    code: row.code,
    psychologist_name: row.psychologist_name,
    from: row.from_date,
    to: row.to_date,
    session_count: row.appointment_ids.length,
    total: row.total,
    issued_at: new Date(row.created_at).toISOString(),
    revoked_reason: reasons.get(row.code) ?? null,
  }));
}
