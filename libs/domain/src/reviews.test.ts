import { describe, expect, it } from 'vitest';
import { publicPatientName } from './reviews.ts';

describe('publicPatientName', () => {
  it('shows the first name and the last initial', () => {
    expect(publicPatientName('Camila', 'Soto')).toBe('Camila S.');
    expect(publicPatientName('María José', 'álvarez Pérez')).toBe('María Á.');
  });

  it('copes with missing parts', () => {
    expect(publicPatientName('Camila', '  ')).toBe('Camila');
    expect(publicPatientName('', 'Soto')).toBe('S.');
    expect(publicPatientName(' ', '')).toBe('Paciente');
  });
});

