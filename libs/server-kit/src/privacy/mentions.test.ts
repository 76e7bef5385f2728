import { describe, expect, it } from 'vitest';
import { mentionPatterns } from './mentions.ts';

const person = { email: 'camila@e-mind.cl', firstName: 'Camila', lastName: 'González Muñoz', rut: '19.876.543-0', phone: '+56 9 8765 4321' };
/** Postgres ARE and JS agree on these patterns (no class escapes); `[:alnum:]` is the one ARE-only part, swapped here. */
const found = (text: string): boolean =>
  mentionPatterns(person).some((pattern) => new RegExp(pattern.replace('[:alnum:]', '\\p{L}\\p{N}'), 'iu').test(text));

describe('mentionPatterns', () => {
  it.each([
    'Camila González Muñoz pidió cancelar',
    'llamar al +56 9 8765 4321',
    'llamar al 56987654321',
    'celular 9 8765 4321',
    'RUT 19.876.543-0',
    'rut 198765430',
    'escribir a CAMILA@e-mind.cl',
  ])('finds the person in %j', (text) => expect(found(text)).toBe(true));

  it.each([
    'Camila llamó',
    'historial.camila@e-mind.cl',
    'monto 1987654',
    'otra persona: +56 9 1111 2222',
  ])('does not find the person in %j', (text) => expect(found(text)).toBe(false));
});
