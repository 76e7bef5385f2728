import { formatClp } from './money.ts';

/** Upper bound of an approved session price: far above any real session, well inside a Postgres integer. */
export const MAX_SESSION_PRICE = 1_000_000;

export const approvedPriceMessages = {
  invalid: 'Por favor, ingrese un precio válido',
  negative: 'El precio no puede ser negativo',
  tooHigh: `El precio no puede superar ${formatClp(MAX_SESSION_PRICE)}`,
} as const;

/** The approved price's rules (spec 3 §5, plus the upper bound), for the admin screen and the server alike. */
export function approvedPriceProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return approvedPriceMessages.invalid;
  if (value < 0) return approvedPriceMessages.negative;
  if (value > MAX_SESSION_PRICE) return approvedPriceMessages.tooHigh;
  return null;
}

/** The range the admin configures for suggested prices. */
export interface SuggestedPriceRange {
  min_price: number;
  max_price: number;
}

/** A suggested price's rule (spec 3 §5: within the configured range), for the psychologist's form and the server alike. */
export function suggestedPriceProblem(price: number, range: SuggestedPriceRange): string | null {
  if (price < range.min_price) return `El precio debe ser mayor o igual a ${formatClp(range.min_price)}.`;
  if (price > range.max_price) return `El precio debe ser menor o igual a ${formatClp(range.max_price)}.`;
  return null;
}
