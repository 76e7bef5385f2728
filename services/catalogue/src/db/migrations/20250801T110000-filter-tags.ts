import { sql, type Kysely } from 'kysely';

/** Frozen copy of `catalogueTag` (a migration never imports app code). */
function tag(kind: string, value: string): number {
  let hash = 0x811c9dc5;
  const text = `${kind}:${value}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7fffffff;
}

/**
 * The directory filters match integer tags of the three lists (one GIN-indexed array) instead of the label
 * arrays: overlap on integers is what keeps a filtered page fast at 10,000 psychologists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue.psychologists add column filter_tags integer[] not null default '{}'`.execute(db);
  const rows = await db
    .withSchema('catalogue')
    .selectFrom('psychologists')
    .select(['profile_id', 'specialties', 'target_populations', 'intervention_areas'])
    .execute();
  for (const row of rows as { profile_id: number; specialties: string[]; target_populations: string[]; intervention_areas: string[] }[]) {
    const tags = [
      ...new Set([
        ...row.specialties.map((s) => tag('specialties', s)),
        ...row.target_populations.map((p) => tag('populations', p)),
        ...row.intervention_areas.map((i) => tag('interventions', i)),
      ]),
    ];
    await sql`update catalogue.psychologists set filter_tags = ${tags}::integer[] where profile_id = ${row.profile_id}`.execute(db);
  }
  await sql`create index psychologists_filter_tags_gin on catalogue.psychologists using gin (filter_tags)`.execute(db);
  for (const column of ['specialties', 'target_populations', 'intervention_areas']) {
    await sql`drop index if exists ${sql.id('catalogue', `psychologists_${column}_gin`)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists catalogue.psychologists_filter_tags_gin`.execute(db);
  await sql`alter table catalogue.psychologists drop column if exists filter_tags`.execute(db);
}
