/** A cell's value: text, a number written as is, or null for an empty cell. */
export type CsvValue = string | number | null;

/**
 * Excel set to Chilean Spanish splits a row on ';' (the decimal separator is ','), so a file with ',' opens as one
 * column there.
 */
const SEPARATOR = ';';

/** What a spreadsheet reads as the start of a formula (or strips before one): =, +, -, @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text a spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM(…)`, `+1`, `-1`) is prefixed with `'`
 * (OWASP's CSV injection advice), so it shows as typed and never runs; such a cell, and any holding the separator, a
 * quote or a line break, is quoted. Numbers are data the file itself wrote: a fraction with Chile's decimal comma.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  const neutral = FORMULA_START.test(value) ? `'${value}` : value;
  const quoted = neutral !== value || neutral.includes(SEPARATOR) || /["\r\n]/.test(neutral);
  return quoted ? `"${neutral.replace(/"/g, '""')}"` : neutral;
}

/** The whole file: a BOM (so Excel reads UTF-8), ';' between cells, CRLF line ends, every cell through `csvCell`. */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
}

/**
 * Reads back a file `csvFile` wrote (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes), as a
 * spreadsheet would see each cell's text; the BOM and the last line end are dropped.
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let at = 0;
  while (at < body.length) {
    const char = body[at] ?? '';
    const next = body[at + 1];
    at += 1;
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== SEPARATOR && !(char === '\r' && next === '\n'))) {
      cell += char;
    } else {
      row.push(cell);
      cell = '';
      if (char === '\r') {
        rows.push(row);
        row = [];
        at += 1;
      }
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
