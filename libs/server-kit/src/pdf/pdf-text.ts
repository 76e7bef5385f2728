import { rgb, type PDFFont } from 'pdf-lib';

/** e-mind's printed documents (billing's certificates and statements, messaging's signature pages) share one look. */
export const A4_PAGE: [number, number] = [595.28, 841.89];
export const PAGE_MARGIN = 50;
export const BRAND_COLOR = rgb(0.16, 0.38, 0.55);
export const GREY_COLOR = rgb(0.35, 0.35, 0.35);

/**
 * The standard fonts are WinAnsi (cp1252): á, é, í, ó, ú, ñ, ü, ¿, ¡, °, « » and the dashes are in it. A character
 * outside it would make pdf-lib throw mid-document, so it is replaced first (a name in another script prints '?').
 */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char) ? char : '?';
  }
  return out;
}

/** The text cut into lines no wider than `maxWidth` at `size` (a word longer than the line keeps a line of its own). */
export function wrapLines(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of winAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
