import { describe, expect, it } from 'vitest';
import { downloadDisposition } from './disposition.ts';

describe('downloadDisposition', () => {
  it('keeps the UTF-8 name and gives old clients an ASCII one without quotes', () => {
    expect(downloadDisposition('Tarea "sesión" ñ.pdf')).toBe(
      `attachment; filename="Tarea _sesi_n_ _.pdf"; filename*=UTF-8''Tarea%20%22sesi%C3%B3n%22%20%C3%B1.pdf`,
    );
    expect(downloadDisposition('a.png', true)).toMatch(/^inline; /);
  });
});
