import { randomBytes } from 'node:crypto';
import type { CertificateVerification } from '@emind/contracts';
import { billingMessages, CERTIFICATE_MAX_MONTHS, rangeExceedsMonths } from '@emind/domain';
import { badRequestDetail, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import { strToU8, zipSync } from 'fflate';
import type { BillingContext } from '../context.ts';
import { renderCertificates, type CertificateFacts } from '../pdf/certificate-pdf.ts';
import { boletasOf } from './boletas.repository.ts';
import { findPerson, listSessions, registrationNumber, type BillingSession } from './sessions.repository.ts';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const inGroups = (chars: string): string => chars.replace(/(.{4})(?=.)/g, '$1-');

/** 20 characters of 5 bits each (100 bits), from the system's CSPRNG, printed in groups of four: 'K7QX-…'. */
export function newVerificationCode(): string {
  const bytes = randomBytes(20);
  return inGroups([...bytes].map((byte) => ALPHABET[byte & 31]).join(''));
}

/** What a person typed (lower case, spaces, missing dashes, O for 0) as the printed form, or null when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(chars)) return null;
  return inGroups(chars);
}

export const verifyUrl = (origin: string, code: string): string => `${origin}/verificar/${code}`;

export interface CertificateFile {
  body: Uint8Array;
  fileName: string;
  mime: string;
}

/** The patient's held sessions in the range, each psychologist's certified apart; refused with the spec's messages. */
async function certifiedSessions(ctx: BillingContext, user: AuthUser, from: string, to: string): Promise<Map<number, BillingSession[]>> {
  if (from > to) throw badRequestDetail(billingMessages.rangeInverted);
  if (rangeExceedsMonths(from, to, CERTIFICATE_MAX_MONTHS)) throw badRequestDetail(billingMessages.rangeTooLong);
  const sessions = await listSessions(ctx.db, { clientId: user.profileId, from, to, heldOnly: true });
  if (sessions.length === 0) throw new HttpError(404, { detail: billingMessages.noPaidSessions });
  const byPsychologist = new Map<number, BillingSession[]>();
  for (const session of sessions) byPsychologist.set(session.psychologistId, [...(byPsychologist.get(session.psychologistId) ?? []), session]);
  return byPsychologist;
}

/**
 * Issues the certificates of the patient's paid sessions in [from, to] (one per psychologist, in one PDF) and records
 * what each states under its verification code; `zip` adds the boletas' PDFs beside it.
 */
export async function issueCertificate(ctx: BillingContext, user: AuthUser, from: string, to: string, format: 'pdf' | 'zip'): Promise<CertificateFile> {
  const byPsychologist = await certifiedSessions(ctx, user, from, to);
  const patient = await findPerson(ctx.db, user.profileId);
  if (!patient) throw notFound();
  const all = [...byPsychologist.values()].flat();
  const boletas = await boletasOf(ctx.db, all.map((session) => session.appointmentId));
  const issuedAt = ctx.now();

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

  const entries: Record<string, Uint8Array> = { [`${baseName}.pdf`]: pdf };
  const missing: string[] = [];
  for (const session of all) {
    const boleta = boletas.get(session.appointmentId);
    if (boleta?.file_key) entries[`boletas/${session.code}-folio-${boleta.folio}.pdf`] = new Uint8Array(await ctx.storage.read(boleta.file_key));
    else missing.push(`${session.code} (${session.date}): ${boleta ? `folio ${boleta.folio}, sin PDF adjunto` : 'boleta pendiente'}`);
  }
  if (missing.length > 0) entries['boletas/LEEME.txt'] = strToU8(`Sesiones sin PDF de boleta en este archivo:\r\n${missing.join('\r\n')}\r\n`);
  // PDFs are already compressed: stored, not deflated again.
  return { body: zipSync(entries, { level: 0 }), fileName: `${baseName}.zip`, mime: 'application/zip' };
}

/** The public check: what a genuine certificate states about the psychologist, the dates and the total; never the patient. */
export async function verifyCertificate(ctx: BillingContext, input: string): Promise<CertificateVerification> {
  const code = normalizeCode(input);
  const row = code ? await ctx.db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst() : undefined;
  if (!row) return { genuine: false, certificate: null };
  return {
    genuine: true,
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
