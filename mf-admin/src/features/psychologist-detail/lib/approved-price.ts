import { approvedPriceMessages, approvedPriceProblem, formatThousands } from '@emind/domain';

export const priceMessages = { ...approvedPriceMessages, noSuggestion: 'No hay precio sugerido para usar' } as const;

/**
 * Keeps digits (and a leading minus, so a pasted negative is caught by the rule rather than silently
 * turned positive) and shows them with thousands dots: "-25000x" → "-25.000".
 */
export function formatPriceInput(raw: string): string {
  const negative = raw.trim().startsWith('-');
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return negative ? '-' : '';
  return `${negative ? '-' : ''}${formatThousands(Number(digits))}`;
}

export function parsePriceInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  const value = Number(digits);
  return text.trim().startsWith('-') ? -value : value;
}

/** The approved price's rules (spec 3 §5); null when the input may be saved. */
export function approvedPriceError(text: string): string | null {
  return approvedPriceProblem(parsePriceInput(text));
}
