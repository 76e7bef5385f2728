import { sql, type Kysely } from 'kysely';

/**
 * An uploaded presentation video stays private; `public_key` is the public copy made when an admin approves it,
 * removed when the video is rejected.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue.verification_documents add column public_key text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue.verification_documents drop column if exists public_key`.execute(db);
}
