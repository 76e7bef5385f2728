import { A4_PAGE as PAGE, BRAND_COLOR as BRAND, GREY_COLOR as GREY, PAGE_MARGIN as MARGIN, winAnsi, wrapLines } from '@emind/server-kit/pdf';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A document drawn top to bottom: text lines, key-value rows and tables, new pages as needed, each with the header and footer. */
export class DocumentWriter {
  private constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {}

  private page!: PDFPage;
  private y = 0;

  static async create(title: string, footer: string): Promise<DocumentWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(winAnsi(title));
    pdf.setAuthor('e-mind');
    pdf.setCreator('e-mind');
    pdf.setProducer('e-mind');
    pdf.setLanguage('es-CL');
    const writer = new DocumentWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold), footer);
    writer.newPage();
    return writer;
  }

  private newPage(): void {
    this.page = this.pdf.addPage(PAGE);
    const [width, height] = PAGE;
    this.page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: BRAND });
    this.page.drawText('e-mind', { x: MARGIN, y: height - 45, size: 24, font: this.bold, color: rgb(1, 1, 1) });
    this.page.drawText(winAnsi('Psicoterapia en línea'), { x: MARGIN + 95, y: height - 43, size: 11, font: this.regular, color: rgb(1, 1, 1) });
    const lines = this.wrap(this.footer, 8, width - 2 * MARGIN);
    lines.forEach((line, index) => {
      this.page.drawText(line, { x: MARGIN, y: 30 + (lines.length - 1 - index) * 10, size: 8, font: this.regular, color: GREY });
    });
    this.page.drawLine({ start: { x: MARGIN, y: 45 + (lines.length - 1) * 10 }, end: { x: width - MARGIN, y: 45 + (lines.length - 1) * 10 }, thickness: 0.5, color: GREY });
    this.y = height - 105;
  }

  private ensure(space: number): void {
    if (this.y - space < 80) this.newPage();
  }

  private wrap(text: string, size: number, maxWidth: number, font: PDFFont = this.regular): string[] {
    return wrapLines(text, font, size, maxWidth);
  }

  title(text: string): void {
    this.ensure(30);
    this.page.drawText(winAnsi(text), { x: MARGIN, y: this.y, size: 16, font: this.bold, color: BRAND });
    this.y -= 26;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 6;
    this.page.drawText(winAnsi(text), { x: MARGIN, y: this.y, size: 12, font: this.bold });
    this.y -= 18;
  }

  paragraph(text: string, size = 10): void {
    for (const line of this.wrap(text, size, PAGE[0] - 2 * MARGIN)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.regular });
      this.y -= size + 4;
    }
    this.y -= 4;
  }

  /** 'Label: value' rows, the label in bold. */
  fields(rows: [string, string][]): void {
    for (const [label, value] of rows) {
      this.ensure(14);
      const shown = winAnsi(`${label}:`);
      this.page.drawText(shown, { x: MARGIN, y: this.y, size: 10, font: this.bold });
      this.page.drawText(winAnsi(value), { x: MARGIN + 170, y: this.y, size: 10, font: this.regular });
      this.y -= 15;
    }
    this.y -= 4;
  }

  table(columns: Column[], rows: string[][], totals?: string[]): void {
    const drawRow = (cells: string[], font: PDFFont): void => {
      this.ensure(16);
      let x = MARGIN;
      columns.forEach((column, index) => {
        let text = winAnsi(cells[index] ?? '');
        while (text.length > 1 && font.widthOfTextAtSize(text, 9) > column.width - 4) text = text.slice(0, -1);
        const textWidth = font.widthOfTextAtSize(text, 9);
        this.page.drawText(text, { x: column.align === 'right' ? x + column.width - 4 - textWidth : x, y: this.y, size: 9, font });
        x += column.width;
      });
      this.y -= 14;
    };
    const rule = (): void => {
      this.page.drawLine({ start: { x: MARGIN, y: this.y + 10 }, end: { x: PAGE[0] - MARGIN, y: this.y + 10 }, thickness: 0.5, color: GREY });
    };
    drawRow(columns.map((column) => column.header), this.bold);
    rule();
    for (const row of rows) drawRow(row, this.regular);
    if (totals) {
      rule();
      drawRow(totals, this.bold);
    }
    this.y -= 6;
  }

  async bytes(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: true });
  }
}
