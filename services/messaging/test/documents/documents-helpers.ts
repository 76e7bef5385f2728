import { PDFDocument, StandardFonts } from 'pdf-lib';
import { bearer, type Session, type TestApp } from '../helpers.ts';

/** A small real PDF with one page of text. */
export async function samplePdf(text = 'Acuerdo terapéutico'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** multipart/form-data as a browser sends it: the text fields, then the file. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----emind${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface ShareInput {
  patient: number | string;
  title?: string;
  requiresSignature?: boolean;
  file?: Buffer | null;
  fileName?: string;
  /** Fields a browser form would not send. */
  extra?: Record<string, string>;
}

export async function share(t: TestApp, psychologist: Session, input: ShareInput) {
  const fields: Record<string, string> = { patient: String(input.patient), title: input.title ?? 'Acuerdo terapéutico', ...input.extra };
  if (input.requiresSignature !== undefined) fields.requires_signature = String(input.requiresSignature);
  const content = input.file === undefined ? await samplePdf() : input.file;
  const body = multipart(fields, content === null ? undefined : { name: input.fileName ?? 'acuerdo.pdf', type: 'application/pdf', content });
  return t.app.inject({ method: 'POST', url: '/api/documents/', headers: { ...bearer(psychologist.access), ...body.headers }, payload: body.payload });
}

export function sign(t: TestApp, session: Session, id: number, fullName: string, password: string) {
  return t.app.inject({ method: 'POST', url: `/api/documents/${id}/sign/`, headers: bearer(session.access), payload: { full_name: fullName, password } });
}

export const get = (t: TestApp, session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(session.access) });

export { pdfPageTexts as pdfPages } from '@emind/server-kit/pdf-reader';
