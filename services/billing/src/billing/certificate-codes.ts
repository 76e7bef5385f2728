import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const inGroups = (chars: string): string => chars.replace(/(.{4})(?=.)/g, '$1-');

/** 20 characters of 5 bits each (100 bits), from the system's CSPRNG, printed in groups of four: 'K7QX-…'. */
export function newVerificationCode(): string {
  const bytes = randomBytes(20);
  return inGroups([...bytes].map((byte) => ALPHABET[byte & 31]).join(''));
}

/** What a person typed (lower case, spaces, missing dashes, O for 0) as the printed form, or null when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(chars)) return null;
  return inGroups(chars);
}

export const verifyUrl = (origin: string, code: string): string => `${origin}/verificar/${code}`;
