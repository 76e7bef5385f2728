import { sql, type QueryExecutorProvider } from 'kysely';

/** What an erased person's identifiers become inside a text someone else wrote about them. */
export const ERASED_MENTION = '[dato eliminado]';

/** The identifiers that name a person in free text, as identity recorded them when the erasure was requested. */
export interface MentionedPerson {
  email: string;
  firstName: string;
  lastName: string;
  rut: string;
  phone: string;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const digitsOf = (text: string): string => text.replace(/[^0-9kK]/g, '');

/**
 * Postgres regular expressions (case-insensitive) that find the person in a text, each as `(boundary)(identifier)` so a
 * replacement keeps the boundary with `\1`: the e-mail whole, the full name (a first name alone names nobody), the
 * RUT's number with or without dots and check digit, and the phone however it is spaced, with or without its prefix.
 */
export function mentionPatterns(person: MentionedPerson): string[] {
  const patterns: string[] = [];
  const email = person.email.trim().toLowerCase();
  if (email) patterns.push(`(^|[^a-z0-9._%+-])(${escapeRegex(email)})`);
  const first = person.firstName.trim();
  const last = person.lastName.trim();
  if (first && last) patterns.push(`(^|[^[:alnum:]])(${`${escapeRegex(first)} ${escapeRegex(last)}`.replace(/\s+/g, '\\s+')})`);
  const rut = digitsOf(person.rut);
  if (rut.length >= 8) patterns.push(`(^|[^0-9])(${rut.slice(0, -1).split('').join('[. ]?')}(-?[0-9k])?)`);
  const phone = digitsOf(person.phone).replace(/[kK]/g, '');
  if (phone.length >= 8) {
    const spaced = (digits: string): string => digits.split('').join('[ .-]?');
    // '+56 9 8765 4321', '56987654321', '9 8765 4321' and '8765 4321' are one phone: any tail of its prefix may be written.
    const prefix = phone.slice(0, -8);
    const prefixes = prefix.split('').map((_, start) => spaced(prefix.slice(start)));
    const lead = prefixes.length > 0 ? `(\\+?(${prefixes.join('|')})[ .-]?)?` : '';
    patterns.push(`(^|[^0-9])(${lead}${spaced(phone.slice(-8))})`);
  }
  return patterns;
}

/**
 * Replaces every mention of the person in a text column (notes, reasons, messages others wrote about them) by
 * `ERASED_MENTION`, keeping the rest of the text: an erasure leaves nothing readable about the person, whoever wrote it.
 */
export async function scrubMentions(db: QueryExecutorProvider, table: string, column: string, person: MentionedPerson): Promise<void> {
  for (const pattern of mentionPatterns(person)) {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = regexp_replace(${sql.ref(column)}, ${pattern}, ${`\\1${ERASED_MENTION}`}, 'gi')
      where ${sql.ref(column)} ~* ${pattern}`.execute(db);
  }
}

/** Whether a JSON or text column mentions the person (SQL condition), for rows that are deleted whole. */
export function mentionsPerson(column: ReturnType<typeof sql.ref>, person: MentionedPerson) {
  const patterns = mentionPatterns(person);
  if (patterns.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${column}::text ~* any (${sql.val(patterns)}::text[])`;
}
