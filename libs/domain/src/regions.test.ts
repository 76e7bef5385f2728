import { describe, expect, it } from 'vitest';
import { comunasOf, regions } from './catalogue.ts';

describe('regions', () => {
  it('lists Región Metropolitana first, then the others from north to south', () => {
    expect(regions.map((r) => r.region)).toHaveLength(16);
    expect(regions[0]?.region).toBe('Región Metropolitana de Santiago');
    expect(regions[1]?.region).toBe('Arica y Parinacota');
    expect(regions.at(-1)?.region).toBe('Región de Magallanes y de la Antártica Chilena');
    expect(comunasOf('Región Metropolitana de Santiago')).toContain('Providencia');
  });
});
