import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';

/**
 * Appended to a hot statement of fixed shape (`.modifyEnd(preparedStatement)`), it runs on Postgres as a named
 * statement: parsed and planned once per pooled connection instead of on every call, which is most of a small
 * statement's cost when it reads views. Only for statements whose text never varies with the data (no `in` lists):
 * each distinct text stays prepared on every connection for the connection's life. PGlite ignores it.
 */
export const preparedStatement: RawBuilder<unknown> = sql.raw(MARK);

type Query = (...args: unknown[]) => unknown;

/** Makes a pooled client run marked statements as named ones, named by a hash of their text (one text, one name). */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const marked: Query = (text, ...rest) =>
    typeof text === 'string' && text.endsWith(MARK)
      ? query({ name: `emind_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, values: rest[0] }, ...rest.slice(1))
      : query(text, ...rest);
  client.query = marked as typeof client.query;
}
