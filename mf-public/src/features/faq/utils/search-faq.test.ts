import { describe, expect, it } from 'vitest';
import { faqCategories } from '../content/faq-content';
import { searchFaq } from './search-faq';

describe('searchFaq', () => {
  it('ignores case and accents', () => {
    const matches = searchFaq(faqCategories, 'VIDEOLLAMADA');
    expect(matches.length).toBeGreaterThan(0);
    expect(searchFaq(faqCategories, 'sesion').map((m) => m.question)).toContain('¿Cuánto dura una sesión?');
  });

  it('returns nothing for a blank term', () => {
    expect(searchFaq(faqCategories, '   ')).toEqual([]);
  });
});
