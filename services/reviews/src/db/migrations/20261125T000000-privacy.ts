import { createPrivacyTables, dropPrivacyTables } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';

/**
 * reviews' share of data requests and its access log; `author_erased` marks the reviews of an erased client, shown
 * from then on as 'Paciente anónimo' (the review stays: it is part of the psychologist's public record).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createPrivacyTables(db, 'reviews');
  await sql`alter table reviews.reviews add column author_erased boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table reviews.reviews drop column if exists author_erased`.execute(db);
  await dropPrivacyTables(db, 'reviews');
}
