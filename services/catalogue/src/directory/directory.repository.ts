import { criterionTags, type FilterCriterion } from '@emind/domain';
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

/** Any of the criterion's tags among the psychologist's (the GIN-indexed integer array). */
function criterionSql(criterion: FilterCriterion): RawBuilder<boolean> {
  return sql`p.filter_tags && cast(${criterionTags(criterion)} as integer[])`;
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
  // The matches are computed first (a scan of the listed rows, or the GIN indexes), then joined, counted and
  // sorted: walking a sort index row by row while filtering arrays costs more than sorting a few hundred matches.
  const result = await sql<DirectoryListRow>`
    with matched as materialized (
      select p.profile_id, p.university, p.specialties, p.graduation_year, p.career_start, p.approved_price
      from catalogue.psychologists p
      where p.verification_status = 'VERIFIED' and p.approved_price is not null
        ${where}
    )
    select page.*,
      (select coalesce(json_agg(json_build_array(b.day_of_week, b.start_time, b.end_time)), '[]'::json)
       from booking.weekly_schedule_blocks b where b.psychologist_id = page.id) as blocks
    from (
      select p.profile_id as id, d.first_name, d.last_name, d.gender, d.profile_image, p.university, p.specialties,
             p.graduation_year, p.career_start, p.approved_price as price,
             cast(null as numeric) as rating, 0 as review_count,
             count(*) over () as total
      from matched p
      -- Per-match index lookups (a few hundred), rather than hashing every account.
      cross join lateral (
        select d.first_name, d.last_name, d.gender, d.profile_image from identity.profile_directory d
        where d.profile_id = p.profile_id and d.is_active limit 1
      ) d
      where exists (select 1 from booking.weekly_schedule_blocks s where s.psychologist_id = p.profile_id)
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
