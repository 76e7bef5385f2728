import { readFile } from 'node:fs/promises';
import { pdfPageTexts } from '@emind/server-kit/pdf-reader';
import { expect, type Locator, type Page } from '@playwright/test';

/** Clicks what starts a download and returns the file the browser saved, with the name it was given. */
export async function downloadOf(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const file = await download.path();
  expect(file, 'the download finished').toBeTruthy();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

/** The text of every page of a PDF as a reader (pdf.js) extracts it, in one line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n').replace(/\s+/g, ' ');
}

/** The verification code printed in a certificate (in its footer's URL, /verificar/{code}). */
export function verificationCodeIn(text: string): string {
  const code = /\/verificar\/([0-9A-Z]+(?:-[0-9A-Z]+)+)/.exec(text)?.[1] ?? /Código de verificación ([0-9A-Z]+(?:-[0-9A-Z]+)+)/.exec(text)?.[1];
  if (!code) throw new Error(`no verification code in the certificate: ${text.slice(0, 400)}`);
  return code;
}

/** The value cells of a CSV row whose first cell is `label` (the statement's totals), BOM and quotes aside. */
export function csvTotal(csv: string, label: string): string[] {
  const row = csv.replace(/^\uFEFF/, '').split(/\r?\n/).find((line) => line.split(';')[0] === label);
  if (!row) throw new Error(`no '${label}' row in the CSV:\n${csv}`);
  return row.split(';').slice(1).filter((cell) => cell !== '');
}
