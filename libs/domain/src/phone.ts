export const PHONE_PREFIX = '+56 9 ';
export const PHONE_HINT = 'Formato: +56 9 XXXX XXXX';
export const PHONE_INVALID_MESSAGE = 'El teléfono debe tener el formato +56 9 XXXX XXXX';

/** The subscriber digits typed after the fixed prefix, at most 8. */
export function phoneDigits(value: string): string {
  const rest = value.startsWith(PHONE_PREFIX) ? value.slice(PHONE_PREFIX.length) : value.replace(/^\+?56\s?9?/, '');
  return rest.replace(/\D/g, '').slice(0, 8);
}

/** Formats what the user typed as "+56 9 XXXX XXXX"; the prefix can never be deleted. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  const grouped = digits.length > 4 ? `${digits.slice(0, 4)} ${digits.slice(4)}` : digits;
  return PHONE_PREFIX + grouped;
}

export function isCompletePhone(value: string): boolean {
  return /^\+56 9 \d{4} \d{4}$/.test(value);
}
