import { profileTags } from '@emind/domain';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { CatalogueDatabase, PsychologistsTable } from '../db/schema.ts';

type Db = Kysely<CatalogueDatabase> | Transaction<CatalogueDatabase>;

export function findPsychologist(db: Db, profileId: number) {
  return db.selectFrom('psychologists').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}

/** The catalogue row is created on first write (contract: reads fall back to defaults). */
export async function ensurePsychologist(db: Db, profileId: number): Promise<void> {
  await db.insertInto('psychologists').values({ profile_id: profileId }).onConflict((oc) => oc.column('profile_id').doNothing()).execute();
}

/** Serialises whole-list replacements of one psychologist (experiences): the second waits for the first. */
export async function lockPsychologist(trx: Transaction<CatalogueDatabase>, profileId: number): Promise<void> {
  await trx.selectFrom('psychologists').select('profile_id').where('profile_id', '=', profileId).forUpdate().execute();
}

export async function updatePsychologist(db: Db, profileId: number, changes: Updateable<PsychologistsTable>): Promise<void> {
  await db
    .updateTable('psychologists')
    .set({ ...changes, updated_at: sql`now()` })
    .where('profile_id', '=', profileId)
    .execute();
}

/** The directory's derived columns: filter tags of the lists, and the career start (see below). */
export async function refreshDirectoryColumns(db: Db, profileId: number): Promise<void> {
  const row = await db
    .selectFrom('psychologists')
    .select(['specialties', 'target_populations', 'intervention_areas'])
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  if (row) {
    await db.updateTable('psychologists').set({ filter_tags: sql`cast(${profileTags(row)} as integer[])` }).where('profile_id', '=', profileId).execute();
  }
  await refreshCareerStart(db, profileId);
}

/** Career start for the experience sort: graduation year, else the earliest experience. */
export async function refreshCareerStart(db: Db, profileId: number): Promise<void> {
  await sql`
    update catalogue.psychologists p
    set career_start = coalesce(
      make_date(p.graduation_year, 1, 1),
      (select min(e.start_date) from catalogue.experiences e where e.profile_id = p.profile_id)
    )
    where p.profile_id = ${profileId}
  `.execute(db);
}

export function listExperiences(db: Db, profileId: number) {
  return db
    .selectFrom('experiences')
    .select(['id', 'experience_type', 'institution', 'role', 'description', 'start_date', 'end_date'])
    .where('profile_id', '=', profileId)
    .orderBy('start_date', 'desc')
    .orderBy('id')
    .execute();
}
export type ExperienceItem = Awaited<ReturnType<typeof listExperiences>>[number];

export function findDirectoryEntry(db: Db, profileId: number) {
  return db.selectFrom('identity.profile_directory').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}
