import { AVAILABILITY_LABEL_DAYS, criterionTags, type FilterCriterion, type TakenInterval } from '@emind/domain';
import { isListedSql } from '@emind/server-kit';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CatalogueDatabase } from '../db/schema.ts';
import type { ScheduleBlock } from './availability.ts';

export type DirectoryOrdering = 'experience' | 'name' | 'rating' | 'price';

/** The narrowing a visitor types or picks beside the four option filters. */
export interface DirectoryNarrowing {
  /** Words that must each appear in the name, compared without case or accents. */
  nameWords: string[];
  minPrice: number | null;
  maxPrice: number | null;
  /** Only psychologists with weekly hours (the free-slot check itself runs on the rows). */
  withHours: boolean;
}

export const noNarrowing: DirectoryNarrowing = { nameWords: [], minPrice: null, maxPrice: null, withHours: false };

export interface DirectoryQuery {
  criteria: FilterCriterion[];
  narrowing: DirectoryNarrowing;
  ordering: DirectoryOrdering;
  /** null: every match (the caller pages after its own check). */
  limit: number | null;
  offset: number;
  /** 'yyyy-MM-dd', today in Chile: held intervals from then on count against availability. */
  today: string;
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
  /** Intervals held by appointments from today on (booking's view), Chile wall clock. */
  taken: TakenInterval[];
  /** Days without slots in the label's window (booking's `unavailable_dates`), 'yyyy-MM-dd'. */
  closed: string[];
}

/** Any of the criterion's tags among the psychologist's (the GIN-indexed integer array). */
function criterionSql(criterion: FilterCriterion): RawBuilder<boolean> {
  return sql`p.filter_tags && cast(${criterionTags(criterion)} as integer[])`;
}

const ACCENTED = 'ÁÉÍÓÚÜÑáéíóúüñ';
const PLAIN = 'AEIOUUNaeiouun';
const nameKey = sql`lower(translate(d.first_name || ' ' || d.last_name, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)}))`;

/** A typed word as a LIKE pattern: its own % and _ taken literally. */
const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Conditions on the matched rows (`p.` catalogue's columns) and on the named rows (`d.` identity's names). */
function narrowingSql({ nameWords, minPrice, maxPrice, withHours }: DirectoryNarrowing): { matched: RawBuilder<unknown>; named: RawBuilder<unknown> } {
  const matched = [
    ...(minPrice !== null ? [sql`p.approved_price >= ${minPrice}`] : []),
    ...(maxPrice !== null ? [sql`p.approved_price <= ${maxPrice}`] : []),
    ...(withHours ? [sql`exists (select 1 from booking.weekly_schedule_blocks b where b.psychologist_id = p.profile_id)`] : []),
  ];
  const named = nameWords.map((word) => sql`${nameKey} like lower(translate(${containsPattern(word)}, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})) escape '\\'`);
  const and = (parts: RawBuilder<unknown>[]) => (parts.length > 0 ? sql`and ${sql.join(parts, sql` and `)}` : sql``);
  return { matched: and(matched), named: and(named) };
}
/** By output column names, so the same order applies inside the page query and around it. */
const orderings: Record<DirectoryOrdering, RawBuilder<unknown>> = {
  experience: sql`career_start asc nulls last, id`,
  name: sql`name_key, id`,
  // The reviews service's published average of APPROVED reviews; more reviews first among equal averages.
  rating: sql`rating desc nulls last, review_count desc, career_start asc nulls last, id`,
  price: sql`price asc, id`,
};

/** A psychologist's weekly blocks, held intervals from `today` on and closed days in the label's window (booking's views). */
function freeTimeColumns(id: RawBuilder<unknown> | ReturnType<typeof sql.ref>, today: string): RawBuilder<unknown> {
  return sql`
      (select coalesce(json_agg(json_build_array(b.day_of_week, b.start_time, b.end_time)), '[]'::json)
       from booking.weekly_schedule_blocks b where b.psychologist_id = ${id}) as blocks,
      (select coalesce(json_agg(json_build_object('date', to_char(t.date, 'YYYY-MM-DD'), 'start_time', t.start_time, 'end_time', t.end_time)), '[]'::json)
       from booking.taken_intervals t where t.psychologist_id = ${id} and t.date >= ${today}::date) as taken,
      (select coalesce(json_agg(to_char(u.date, 'YYYY-MM-DD')), '[]'::json)
       from booking.unavailable_dates u
       where u.psychologist_id = ${id} and u.date >= ${today}::date and u.date < ${today}::date + ${AVAILABILITY_LABEL_DAYS}::int) as closed`;
}

export type FreeTimeSources = Pick<DirectoryListRow, 'blocks' | 'taken' | 'closed'>;

/** One psychologist's free-time sources, read the way a directory page reads them. */
export async function freeTimeSources(db: Kysely<CatalogueDatabase>, profileId: number, today: string): Promise<FreeTimeSources> {
  const result = await sql<FreeTimeSources>`select ${freeTimeColumns(sql`${profileId}::int`, today)}`.execute(db);
  return result.rows[0] ?? { blocks: [], taken: [], closed: [] };
}

/**
 * Listed = the one listing rule booking also applies (`isListedSql`). One query per page: the matches come from an
 * index-only scan of the narrow directory index (tags, price, career start; its predicate is the rule's catalogue
 * part), then each match is checked by the rule's index lookups, counted and sorted; only the page's rows read the
 * wide profile columns and their weekly blocks (for the availability label).
 */
export async function listDirectoryPage(db: Kysely<CatalogueDatabase>, query: DirectoryQuery): Promise<DirectoryListRow[]> {
  const filters = query.criteria.map(criterionSql);
  const where = filters.length > 0 ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
  const narrowing = narrowingSql(query.narrowing);
  const order = orderings[query.ordering];
  const limit = query.limit === null ? sql`all` : sql`${query.limit}`;
  const result = await sql<DirectoryListRow>`
    with matched as materialized (
      select p.profile_id, p.career_start, p.approved_price
      from catalogue.psychologists p
      where p.verification_status = 'VERIFIED' and p.approved_price is not null
        ${where} ${narrowing.matched}
    )
    select page.id, page.first_name, page.last_name, page.gender, page.profile_image, x.university, x.specialties,
      x.graduation_year, page.career_start, page.price, page.rating, page.review_count, page.total,
      ${freeTimeColumns(sql.ref('page.id'), query.today)}
    from (
      select m.profile_id as id, d.first_name, d.last_name, d.gender, d.profile_image, ${nameKey} as name_key,
             m.career_start, m.approved_price as price, r.average_rating as rating, coalesce(r.review_count, 0) as review_count,
             count(*) over () as total
      from matched m
      left join reviews.psychologist_ratings r on r.psychologist_id = m.profile_id
      cross join lateral (
        select d.first_name, d.last_name, d.gender, d.profile_image from identity.profile_directory d
        where d.profile_id = m.profile_id limit 1
      ) d
      where ${isListedSql(sql.ref('m.profile_id'))} ${narrowing.named}
      order by ${order}
      limit ${limit} offset ${query.offset}
    ) page
    join catalogue.psychologists x on x.profile_id = page.id
    order by ${order}
  `.execute(db);
  return result.rows;
}

/** The total when the requested page is past the end (no row carries it). */
export async function countListed(db: Kysely<CatalogueDatabase>, criteria: FilterCriterion[], narrowing: DirectoryNarrowing): Promise<number> {
  const filters = criteria.map(criterionSql);
  const where = filters.length > 0 ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
  const narrowed = narrowingSql(narrowing);
  const result = await sql<{ count: number }>`
    select count(*) as count
    from catalogue.psychologists p
    cross join lateral (
      select d.first_name, d.last_name from identity.profile_directory d where d.profile_id = p.profile_id limit 1
    ) d
    where p.verification_status = 'VERIFIED' and p.approved_price is not null and ${isListedSql(sql.ref('p.profile_id'))}
      ${where} ${narrowed.matched} ${narrowed.named}
  `.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** The reviews service's published rating of one psychologist (APPROVED reviews), null without any. */
export async function ratingOf(db: Kysely<CatalogueDatabase>, profileId: number): Promise<number | null> {
  const row = await db.selectFrom('reviews.psychologist_ratings').select('average_rating').where('psychologist_id', '=', profileId).executeTakeFirst();
  return row ? Number(row.average_rating) : null;
}

