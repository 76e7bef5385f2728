import { chileDateOf, formatClp, formatDocumentDate, sessionCount } from '@emind/domain';
import { DocumentWriter } from './document.ts';

export const CERTIFICATE_TITLE = 'Certificado de atención para reembolso';
export const PROFESSION = 'Psicólogo(a)';

export interface CertificateSession {
  code: string;
  date: string;
  startTime: string;
  amount: number;
  folio: string | null;
}

/** What one certificate states: one psychologist's sessions with one patient in a date range. */
export interface CertificateFacts {
  code: string;
  issuedAt: Date;
  from: string;
  to: string;
  psychologist: { name: string; rut: string | null; registrationNumber: string | null };
  patient: { name: string; rut: string | null };
  sessions: CertificateSession[];
  total: number;
  verifyUrl: string;
}

const orMissing = (value: string | null): string => value ?? 'No informado';

/** Draws the certificates of one request, one after another (one per psychologist), into one A4 PDF. */
export async function renderCertificates(certificates: CertificateFacts[]): Promise<Uint8Array> {
  const first = certificates[0];
  if (!first) throw new Error('no certificate to render');
  const footer = certificates.map((facts) => `Código de verificación ${facts.code}: verifique la autenticidad de este certificado en ${facts.verifyUrl}`).join('\n');
  const doc = await DocumentWriter.create(CERTIFICATE_TITLE, footer);
  certificates.forEach((facts, index) => {
    if (index > 0) doc.paragraph(' ');
    doc.title(CERTIFICATE_TITLE);
    doc.paragraph(
      `Se certifica que ${facts.patient.name}, RUT ${orMissing(facts.patient.rut)}, recibió atención psicológica en modalidad en línea ` +
        `de ${facts.psychologist.name} entre el ${formatDocumentDate(facts.from)} y el ${formatDocumentDate(facts.to)}, en las sesiones que se detallan.`,
    );
    doc.heading('Profesional');
    doc.fields([
      ['Nombre', facts.psychologist.name],
      ['RUT', orMissing(facts.psychologist.rut)],
      ['Profesión', PROFESSION],
      ['N° Registro Prestadores (RNPI)', orMissing(facts.psychologist.registrationNumber)],
    ]);
    doc.heading('Paciente');
    doc.fields([
      ['Nombre', facts.patient.name],
      ['RUT', orMissing(facts.patient.rut)],
    ]);
    doc.heading('Sesiones');
    doc.table(
      [
        { header: 'Fecha', width: 75 },
        { header: 'Hora', width: 50 },
        { header: 'Modalidad', width: 75 },
        { header: 'Cita', width: 80 },
        { header: 'Boleta (folio)', width: 95 },
        { header: 'Monto pagado', width: 120, align: 'right' },
      ],
      facts.sessions.map((session) => [
        formatDocumentDate(session.date),
        session.startTime,
        'En línea',
        session.code,
        session.folio ?? 'Pendiente',
        formatClp(session.amount),
      ]),
      ['Total', '', '', '', sessionCount(facts.sessions.length), formatClp(facts.total)],
    );
    doc.fields([
      ['Fecha de emisión', formatDocumentDate(chileDateOf(facts.issuedAt))],
      ['Código de verificación', facts.code],
      ['Verificación', facts.verifyUrl],
    ]);
    doc.paragraph('Este certificado se emite a solicitud del paciente para ser presentado a su Isapre, Fonasa o seguro complementario junto con las boletas de honorarios de cada sesión.', 9);
  });
  return doc.bytes();
}
