/** Keeps only digits and K (uppercased), as typed RUTs carry dots, dashes and spaces. */
export function cleanRut(value: string): string {
  return value.toUpperCase().replace(/[^0-9K]/g, '');
}

/** "12345678K" → "12.345.678-K": thousands dots and a dash before the check character. */
export function formatRut(value: string): string {
  const clean = cleanRut(value);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${clean.slice(-1)}`;
}

/** The modulo-11 check character of a RUT body. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

export function isValidRut(value: string): boolean {
  const clean = cleanRut(value);
  if (!/^\d{7,8}[0-9K]$/.test(clean)) return false;
  return rutCheckDigit(clean.slice(0, -1)) === clean.slice(-1);
}

export const RUT_INVALID_MESSAGE = 'El RUT ingresado no es válido';
