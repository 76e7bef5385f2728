import { formatAuditTime } from '@emind/domain';
import { A4_PAGE, BRAND_COLOR, GREY_COLOR, PAGE_MARGIN, winAnsi, wrapLines } from '@emind/server-kit/pdf';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** What the signature page states, as recorded. */
export interface SignatureFacts {
  title: string;
  signerName: string;
  psychologistName: string;
  signedAt: Date;
  ipAddress: string;
  sha256: string;
}

export const SIGNATURE_PAGE_TITLE = 'Constancia de firma';

/** A PDF pdf-lib can open, with pages, to add one to: an encrypted or broken one cannot be signed. */
export async function canAddSignaturePage(pdf: Uint8Array): Promise<boolean> {
  try {
    return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount() > 0;
  } catch {
    return false;
  }
}

function drawLines(page: PDFPage, lines: string[], at: { y: number; font: PDFFont; size: number }): number {
  let y = at.y;
  for (const line of lines) {
    page.drawText(line, { x: PAGE_MARGIN, y, size: at.size, font: at.font });
    y -= at.size + 5;
  }
  return y;
}

/** The original, unchanged, with one more page at its end saying who signed it, when, from where, and its SHA-256. */
export async function withSignaturePage(original: Uint8Array, facts: SignatureFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const [regular, bold] = [await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold)];
  const page = pdf.addPage(A4_PAGE);
  const [width, height] = A4_PAGE;
  const textWidth = width - 2 * PAGE_MARGIN;
  page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: BRAND_COLOR });
  page.drawText('e-mind', { x: PAGE_MARGIN, y: height - 45, size: 24, font: bold, color: rgb(1, 1, 1) });
  page.drawText(winAnsi(SIGNATURE_PAGE_TITLE), { x: PAGE_MARGIN, y: height - 110, size: 16, font: bold, color: BRAND_COLOR });
  const rows: [string, string][] = [
    ['Documento', facts.title],
    ['Firmado por', facts.signerName],
    ['Compartido por', facts.psychologistName],
    ['Fecha y hora', `${formatAuditTime(facts.signedAt.toISOString())} (hora de Chile)`],
    ['Dirección IP', facts.ipAddress],
    ['SHA-256 del documento', facts.sha256],
  ];
  let y = height - 145;
  for (const [label, value] of rows) {
    page.drawText(winAnsi(`${label}:`), { x: PAGE_MARGIN, y, size: 10, font: bold });
    y = drawLines(page, wrapLines(value, regular, 10, textWidth), { y: y - 15, font: regular, size: 10 }) - 8;
  }
  const note =
    'La persona indicada firmó este documento en e-mind escribiendo su nombre completo y confirmando su contraseña. ' +
    'Las páginas anteriores son el documento original sin cambios; su huella SHA-256 es la indicada arriba: cualquier cambio en él da otra huella.';
  drawLines(page, wrapLines(note, regular, 9, textWidth), { y: y - 10, font: regular, size: 9 });
  page.drawLine({ start: { x: PAGE_MARGIN, y: 50 }, end: { x: width - PAGE_MARGIN, y: 50 }, thickness: 0.5, color: GREY_COLOR });
  return pdf.save({ useObjectStreams: true });
}
