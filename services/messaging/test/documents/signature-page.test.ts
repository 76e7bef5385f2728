import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { canAddSignaturePage, SIGNATURE_PAGE_TITLE, withSignaturePage } from '../../src/documents/signature-page.ts';
import { pdfPages, samplePdf } from './documents-helpers.ts';

describe('the signature page', () => {
  it('adds one page after the unchanged original, stating the title, signer, psychologist, Chile time, address and SHA-256', async () => {
    const original = await samplePdf('Acuerdo de tratamiento');
    const sha256 = createHash('sha256').update(original).digest('hex');
    const signed = await withSignaturePage(original, {
      title: 'Acuerdo de tratamiento', signerName: 'Sofía Núñez Ñandú', psychologistName: 'Tomás Muñoz', signedAt: new Date('2026-11-29T13:05:09Z'),
      ipAddress: '203.0.113.7', sha256,
    });
    expect((await PDFDocument.load(signed)).getPageCount()).toBe((await PDFDocument.load(original)).getPageCount() + 1);
    const [first, last] = await pdfPages(signed);
    expect(first).toContain('Acuerdo de tratamiento');
    for (const text of [SIGNATURE_PAGE_TITLE, 'Sofía Núñez Ñandú', 'Tomás Muñoz', '29-11-2026, 10:05:09 (hora de Chile)', '203.0.113.7', sha256]) {
      expect(last).toContain(text);
    }
  });

  it('a name outside the standard fonts prints, replaced, rather than failing the signature', async () => {
    const signed = await withSignaturePage(await samplePdf(), {
      title: 'Consentimiento', signerName: '王小明 Wang', psychologistName: 'Tomás Muñoz', signedAt: new Date(), ipAddress: '::1', sha256: 'a'.repeat(64),
    });
    expect((await pdfPages(signed))[1]).toContain('??? Wang');
  });

  it('tells a PDF it can sign from one it cannot', async () => {
    expect(await canAddSignaturePage(await samplePdf())).toBe(true);
    expect(await canAddSignaturePage(Buffer.from('%PDF-1.7\nnot a body\n'))).toBe(false);
  });
});
