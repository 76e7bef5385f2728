import { sql, type Kysely } from 'kysely';

/**
 * `identity.legal_acceptances`: which versions of which legal documents each person accepted, and nothing else (not
 * when, not from where), so booking and reviews can refuse an action to a person who has not accepted the versions in
 * force without reading `identity.consents`. Which versions are in force is the reader's question, not the view's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view identity.legal_acceptances as
    select distinct user_id, document, version from identity.consents
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists identity.legal_acceptances`.execute(db);
}
