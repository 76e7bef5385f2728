import type { FaqCategory, FaqItem } from '../content/faq-content';

export interface FaqMatch extends FaqItem {
  category: string;
}

/** Case- and accent-insensitive, so "sesion" finds "sesión". */
function normalize(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function searchFaq(categories: FaqCategory[], term: string): FaqMatch[] {
  const needle = normalize(term.trim());
  if (!needle) return [];
  return categories.flatMap((category) =>
    category.items
      .filter((item) => normalize(item.question).includes(needle) || normalize(item.answer).includes(needle))
      .map((item) => ({ ...item, category: category.label })),
  );
}
