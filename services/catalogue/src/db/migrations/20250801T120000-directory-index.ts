import { sql, type Kysely } from 'kysely';

/**
 * One narrow covering index over the listed rows: the directory finds its matches with an index-only scan
 * (price, id, career start and filter tags) instead of reading every wide profile row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index psychologists_directory_idx on catalogue.psychologists (approved_price, profile_id)
            include (career_start, filter_tags)
            where verification_status = 'VERIFIED' and approved_price is not null`.execute(db);
  await sql`drop index if exists catalogue.psychologists_listed_idx`.execute(db);
  await sql`drop index if exists catalogue.psychologists_listed_price_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists catalogue.psychologists_directory_idx`.execute(db);
}
