import { sql, type Kysely } from 'kysely';

/**
 * What the billing service prints on a reimbursement certificate (issue 29): the psychologist's number in the
 * Registro Nacional de Prestadores Individuales de Salud, and nothing else of the professional profile. Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view catalogue.psychologist_credentials as
    select profile_id, health_register_number, university from catalogue.psychologists
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists catalogue.psychologist_credentials`.execute(db);
}
