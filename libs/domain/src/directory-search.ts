import { MAX_SESSION_PRICE } from './pricing.ts';

/** The directory's name search keeps at most this many characters. */
export const DIRECTORY_SEARCH_MAX_LENGTH = 80;

export const directorySearchMessages = {
  price: 'El precio debe ser un número entero de pesos, entre 0 y 1.000.000',
  priceRange: 'El precio mínimo no puede ser mayor que el precio máximo',
  search: `La búsqueda por nombre admite hasta ${DIRECTORY_SEARCH_MAX_LENGTH} caracteres`,
} as const;

/** A price bound as typed ('15000', ' 15000 '): whole pesos within the price limits, or null when it is not one. */
export function priceBoundOf(value: string | null | undefined): number | null {
  const trimmed = value?.trim() ?? '';
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const pesos = Number(trimmed);
  return pesos <= MAX_SESSION_PRICE ? pesos : null;
}
