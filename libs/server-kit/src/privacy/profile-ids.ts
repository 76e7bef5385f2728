import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * A person's profile ids, read from identity's `profile_directory` by every service that keeps rows by profile id
 * (identity keeps an erased person's profile row, pseudonymised, so this holds after an erasure too).
 */
export async function profileIdsOfUser(db: QueryExecutorProvider, userId: number): Promise<number[]> {
  const { rows } = await sql<{ profile_id: number }>`select profile_id from identity.profile_directory where user_id = ${userId}`.execute(db);
  return rows.map((row) => row.profile_id);
}
