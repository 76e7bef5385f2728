import { sql, type RawBuilder } from 'kysely';

/** Case- and accent-insensitive key, the same on both sides of the comparison. */
export const foldSearchTerm = (value: string): string =>
  value.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const foldedSql = (expression: RawBuilder<unknown>) =>
  sql<string>`translate(lower(${expression}), 'áéíóúüñàèìòùâêîôûäëïö', 'aeiouunaeiouaeiouaeio')`;

/** `expression` contains `term`, ignoring case and accents; LIKE's wildcards in the term are literal. */
export function foldedContains(expression: RawBuilder<unknown>, term: string): RawBuilder<boolean> {
  const pattern = `%${foldSearchTerm(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${foldedSql(expression)} like ${pattern}`;
}
