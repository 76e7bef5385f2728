import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, parseCsv } from './csv.ts';

const hostile = [
  '=HYPERLINK("https://x"&D3,"Ver")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '+1',
  '-1',
  '\t=1+1',
  '\r=1+1',
  'Dijo "hola"',
  'Pérez, Ana',
  'línea uno\nlínea dos',
  'punto;y coma',
];

describe('the CSV writer', () => {
  it('round-trips hostile names: every formula start is shown with a leading apostrophe, everything else as typed', () => {
    const file = csvFile([['nombre', 'monto'], ...hostile.map((name, index) => [name, index])]);
    const rows = parseCsv(file);
    expect(rows[0]).toEqual(['nombre', 'monto']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      `'=HYPERLINK("https://x"&D3,"Ver")`,
      `'@SUM(1+1)*cmd|' /C calc'!A0`,
      "'+1",
      "'-1",
      "'\t=1+1",
      "'\r=1+1",
      'Dijo "hola"',
      'Pérez, Ana',
      'línea uno\nlínea dos',
      'punto;y coma',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(hostile.map((_, index) => String(index)));
    // No cell, as a spreadsheet reads it, starts a formula.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it("quotes a neutralised cell, keeps the BOM and CRLF, separates with ';' and writes fractions with a decimal comma", () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(12.25)).toBe('12,25');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvFile([['a', 1], ['b', null]])).toBe('\uFEFFa;1\r\nb;\r\n');
  });

  it("quotes a cell holding ';' (Excel in Chilean Spanish splits on it), not one holding ','", () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('a,b');
    expect(parseCsv(csvFile([['a;b', '=x', 0.5]]))).toEqual([['a;b', "'=x", '0,5']]);
  });
});
