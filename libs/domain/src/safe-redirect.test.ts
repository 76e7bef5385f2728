import { describe, expect, it } from 'vitest';
import { redirectOf, withRedirect } from './redirect-links.ts';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/especialistas/5/agendar', '/especialistas/5/agendar'],
    ['/especialistas/5/agendar?fecha=2026-12-10&hora=10:00', '/especialistas/5/agendar?fecha=2026-12-10&hora=10:00'],
    ['/dashboard/appointments#proximas', '/dashboard/appointments#proximas'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/especialistas'],
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/especialistas\\..\\\\evil.com'],
    ['/a b'],
    ['/\u0085/evil.com'],
    ['/\u3000/evil.com'],
    [' /especialistas'],
    ['https://evil.com/especialistas'],
    ['http:/evil.com'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,hola'],
    ['especialistas/5'],
    ['///evil.com'],
    [''],
    [null],
    [undefined],
    [`/${'a'.repeat(2_001)}`],
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('reads the redirect of a query string, and keeps only a safe one in a link', () => {
    expect(redirectOf('?redirect=%2Fespecialistas%2F5%2Fagendar&expired=true')).toBe('/especialistas/5/agendar');
    expect(redirectOf('?redirect=%2F%2Fevil.com')).toBeNull();
    expect(redirectOf('')).toBeNull();
    expect(withRedirect('/registro', '/especialistas/5/agendar')).toBe('/registro?redirect=%2Fespecialistas%2F5%2Fagendar');
    expect(withRedirect('/registro', 'https://evil.com')).toBe('/registro');
    expect(withRedirect('/registro', null)).toBe('/registro');
  });
});
