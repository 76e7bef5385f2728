import type { FilterCriterion } from '@emind/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CatalogueDatabase } from '../db/schema.ts';
import type { ScheduleBlock } from './availability.ts';

export type DirectoryOrdering = 'experience' | 'name' | 'rating' | 'price';

export interface DirectoryQuery {
  criteria: FilterCriterion[];
  ordering: DirectoryOrdering;
  limit: number;
  offset: number;
}

export interface DirectoryListRow {
  id: number;
  first_name: string;
  last_name: string;
  gender: string | null;
  profile_image: string | null;
  university: string;
  specialties: string[];
  graduation_year: number | null;
  career_start: string | null;
  price: number;
  rating: string | null;
  review_count: number;
  total: number;
  blocks: ScheduleBlock[];
}

const textArray = (values: readonly string[]): RawBuilder<string[]> => sql`cast(${[...values]} as text[])`;

function criterionSql(criterion: FilterCriterion): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (criterion.specialties.length > 0) parts.push(sql`p.specialties && ${textArray(criterion.specialties)}`);
  if (criterion.populations.length > 0) parts.push(sql`p.target_populations && ${textArray(criterion.populations)}`);
  if (criterion.interventions.length > 0) parts.push(sql`p.intervention_areas && ${textArray(criterion.interventions)}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

const nameKey = sql`lower(translate(d.first_name || ' ' || d.last_name, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;
const orderings: Record<DirectoryOrdering, RawBuilder<unknown>> = {
  experience: sql`p.career_start asc nulls last, p.profile_id`,
  name: sql`${nameKey}, p.profile_id`,
  // Ratings arrive with the reviews service (its published view joins here); until then all are null.
  rating: sql`rating desc nulls last, p.career_start asc nulls last, p.profile_id`,
  price: sql`p.approved_price asc, p.profile_id`,
};

/**
 * Listed = VERIFIED ∧ approved price ∧ at least one weekly block ∧ an active account. One query per page:
 * the filtered, sorted page with its total, and each page row's weekly blocks for the availability label.
 */
export async function listDirectoryPage(db: Kysely<CatalogueDatabase>, query: DirectoryQuery): Promise<DirectoryListRow[]> {
  const filters = query.criteria.map(criterionSql);
  const where = filters.length > 0 ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
  const result = await sql<DirectoryListRow>`
    select page.*,
      (select coalesce(json_agg(json_build_array(b.day_of_week, b.start_time, b.end_time)), '[]'::json)
       from booking.weekly_schedule_blocks b where b.psychologist_id = page.id) as blocks
    from (
      select p.profile_id as id, d.first_name, d.last_name, d.gender, d.profile_image, p.university, p.specialties,
             p.graduation_year, p.career_start, p.approved_price as price,
             cast(null as numeric) as rating, 0 as review_count,
             count(*) over () as total
      from catalogue.psychologists p
      join identity.profile_directory d on d.profile_id = p.profile_id
      where p.verification_status = 'VERIFIED' and p.approved_price is not null and d.is_active
        and exists (select 1 from booking.weekly_schedule_blocks s where s.psychologist_id = p.profile_id)
        ${where}
      order by ${orderings[query.ordering]}
      limit ${query.limit} offset ${query.offset}
    ) page
  `.execute(db);
  return result.rows;
}

/** The total when the requested page is past the end (no row carries it). */
export async function countListed(db: Kysely<CatalogueDatabase>, criteria: FilterCriterion[]): Promise<number> {
  const filters = criteria.map(criterionSql);
  const where = filters.length > 0 ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
  const result = await sql<{ count: number }>`
    select count(*) as count
    from catalogue.psychologists p
    join identity.profile_directory d on d.profile_id = p.profile_id
    where p.verification_status = 'VERIFIED' and p.approved_price is not null and d.is_active
      and exists (select 1 from booking.weekly_schedule_blocks s where s.psychologist_id = p.profile_id)
      ${where}
  `.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}
