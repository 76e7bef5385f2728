import { describe, expect, it } from 'vitest';
import { crisisNumberParts, isAdult } from './intake.ts';
import { onlineConsent } from './online-consent.ts';

describe('isAdult', () => {
  it('turns adult on the eighteenth birthday, not the day before', () => {
    expect(isAdult('2008-11-27', '2026-11-26')).toBe(false);
    expect(isAdult('2008-11-27', '2026-11-27')).toBe(true);
    expect(isAdult('1970-01-01', '2026-11-27')).toBe(true);
  });

  it('born on 29 February: adult on 1 March of a non-leap year', () => {
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });
});

describe('crisisNumberParts', () => {
  it("cuts a text at each help line's number, with its tel: (the consent's text names all three)", () => {
    const text = onlineConsent.sections.map((section) => section.text).find((candidate) => candidate.includes('4141')) ?? '';
    const links = crisisNumberParts(text).filter((part) => part.href);
    expect(links).toEqual([
      { text: '4141', href: 'tel:4141' },
      { text: '600 360 7777', href: 'tel:6003607777' },
      { text: '131', href: 'tel:131' },
    ]);
    expect(crisisNumberParts(text).map((part) => part.text).join('')).toBe(text);
  });

  it("takes '*4141' whole and leaves other numbers alone", () => {
    expect(crisisNumberParts('llama al 131 (SAMU) o a la línea *4141.')).toEqual([
      { text: 'llama al ' },
      { text: '131', href: 'tel:131' },
      { text: ' (SAMU) o a la línea ' },
      { text: '*4141', href: 'tel:4141' },
      { text: '.' },
    ]);
    expect(crisisNumberParts('Ley 21.331, folio 1310, 41415 y 2131')).toEqual([{ text: 'Ley 21.331, folio 1310, 41415 y 2131' }]);
    expect(crisisNumberParts('')).toEqual([]);
  });
});
