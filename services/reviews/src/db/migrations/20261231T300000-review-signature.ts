import { sql, type Kysely } from 'kysely';

/**
 * Issue 43: the author chooses how the public profile signs a review, first name and initial (the default, as every
 * review written before was shown) or 'Paciente verificado'. Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table reviews.reviews add column signature text not null default 'first_name_initial'
      constraint reviews_signature_known check (signature in ('first_name_initial', 'verified_patient'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table reviews.reviews drop column if exists signature`.execute(db);
}
