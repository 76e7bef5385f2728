import { chileToday, criteriaFor, isFreeThisWeek, PROFILE_FREE_TIMES, professionalTitleFor, yearsOfExperience, type AvailabilityLabel, type AvailabilitySummary, type DirectoryFilterValues, type FreeTime } from '@emind/domain';
import { publicProfileSchema } from '@emind/contracts';
import { isListed, notFound } from '@emind/server-kit';
import type { z } from 'zod';
import type { CatalogueContext } from '../context.ts';
import { getProfessionalProfile } from '../professionals/professionals.service.ts';
import { findDirectoryEntry, findPsychologist, listExperiences, type ExperienceItem } from '../professionals/professionals.repository.ts';
import { availabilityOf, freeTimesOf } from './availability.ts';
import { cancellationPolicyOf } from './cancellation-policy.ts';

import { countListed, freeTimeSources, listDirectoryPage, ratingOf, type DirectoryListRow, type DirectoryOrdering } from './directory.repository.ts';

const UNAVAILABLE = 'Especialista no disponible';

export interface DirectoryItem {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  professional_title: string;
  university: string;
  specialties: string[];
  profile_image: string | null;
  verification_status: 'VERIFIED';
  gender: string | null;
  rating: number | null;
  review_count: number;
  experience: string;
  price: number;
  availability: AvailabilityLabel;
  /** The first free slot within the label's 14 days, Chile wall clock, or null. */
  next_available: FreeTime | null;
}

export interface DirectoryPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: DirectoryItem[];
}

export interface DirectoryRequest {
  filters: DirectoryFilterValues;
  /** What the visitor typed in 'Buscar por nombre' (trimmed), or ''. */
  search: string;
  minPrice: number | null;
  maxPrice: number | null;
  availableThisWeek: boolean;
  ordering: DirectoryOrdering;
  page: number;
  pageSize: number;
}

const DIRECTORY_PATH = '/api/profiles/public/psychologists/';

function pageUrl(request: DirectoryRequest, page: number): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(request.pageSize) });
  const { approach, ageGroup, modality, reason } = request.filters;
  if (approach) params.set('approach', approach);
  if (ageGroup) params.set('age_group', ageGroup);
  if (modality) params.set('modality', modality);
  if (reason) params.set('reason', reason);
  if (request.search) params.set('search', request.search);
  if (request.minPrice !== null) params.set('min_price', String(request.minPrice));
  if (request.maxPrice !== null) params.set('max_price', String(request.maxPrice));
  if (request.availableThisWeek) params.set('available_this_week', 'true');
  params.set('ordering', request.ordering);
  return `${DIRECTORY_PATH}?${params.toString()}`;
}

const careerStarts = (careerStart: string | null): string[] => (careerStart ? [careerStart] : []);

const MAX_NAME_WORDS = 5;

interface DirectoryEntry {
  row: DirectoryListRow;
  summary: AvailabilitySummary;
}

/**
 * One statement per page. 'Disponible esta semana' depends on free slots, which only the rows' schedules tell: then
 * every match is read (the listed directory is small) and checked here, and the page is cut after the check.
 */
async function pageEntries(ctx: CatalogueContext, request: DirectoryRequest, now: Date): Promise<{ entries: DirectoryEntry[]; count: number }> {
  const criteria = criteriaFor(request.filters);
  const narrowing = {
    nameWords: request.search.split(/\s+/).filter(Boolean).slice(0, MAX_NAME_WORDS),
    minPrice: request.minPrice,
    maxPrice: request.maxPrice,
    withHours: request.availableThisWeek,
  };
  const offset = (request.page - 1) * request.pageSize;
  const query = { criteria, narrowing, ordering: request.ordering, today: chileToday(now) };
  const summarised = (rows: DirectoryListRow[]): DirectoryEntry[] =>
    rows.map((row) => ({ row, summary: availabilityOf(row.blocks, row.taken, now, row.closed) }));
  if (request.availableThisWeek) {
    const free = summarised(await listDirectoryPage(ctx.db, { ...query, limit: null, offset: 0 })).filter(({ summary }) => isFreeThisWeek(summary.next, now));
    return { entries: free.slice(offset, offset + request.pageSize), count: free.length };
  }
  const rows = await listDirectoryPage(ctx.db, { ...query, limit: request.pageSize, offset });
  return { entries: summarised(rows), count: rows[0]?.total ?? (request.page > 1 ? await countListed(ctx.db, criteria, narrowing) : 0) };
}

export async function listDirectory(ctx: CatalogueContext, request: DirectoryRequest): Promise<DirectoryPage> {
  const now = ctx.now();
  const { entries, count } = await pageEntries(ctx, request, now);
  const offset = (request.page - 1) * request.pageSize;
  return {
    count,
    next: offset + entries.length < count ? pageUrl(request, request.page + 1) : null,
    previous: request.page > 1 ? pageUrl(request, request.page - 1) : null,
    results: entries.map(({ row, summary }) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      first_name: row.first_name,
      last_name: row.last_name,
      professional_title: professionalTitleFor(row.gender),
      university: row.university,
      specialties: row.specialties,
      profile_image: row.profile_image,
      verification_status: 'VERIFIED',
      gender: row.gender,
      rating: row.rating === null ? null : Number(row.rating),
      review_count: Number(row.review_count),
      experience: String(yearsOfExperience(row.graduation_year, careerStarts(row.career_start), now)),
      price: row.price,
      availability: summary.label,
      next_available: summary.next,
    })),
  };
}

export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** A listed psychologist's public page; anyone else is the same 404, so no account state leaks. */
export async function publicProfile(ctx: CatalogueContext, profileId: number): Promise<PublicProfile> {
  const listed = await isListed(ctx.db, profileId);
  const person = listed ? await findDirectoryEntry(ctx.db, profileId) : undefined;
  const row = person ? await findPsychologist(ctx.db, profileId) : undefined;
  if (!person || !row) throw notFound(UNAVAILABLE);
  const profile = await getProfessionalProfile(ctx, profileId, person.gender);
  return {
    id: profileId,
    user: { id: person.user_id, first_name: person.first_name, last_name: person.last_name },
    professional_title: profile.professional_title,
    health_register_number: profile.health_register_number,
    profile_image: person.profile_image,
    verification_status: 'VERIFIED',
    presentation_video_url: profile.presentation_video_url,
    experiences: profile.experiences,
    specialties: profile.specialties,
    intervention_areas: profile.intervention_areas,
    target_populations: profile.target_populations,
    university: profile.university,
    graduation_year: profile.graduation_year,
    experience_description: profile.experience_description,
    gender: person.gender,
    experience_years: yearsOfExperience(row.graduation_year, profile.experiences.map((e) => e.start_date), ctx.now()),
    price: row.approved_price,
    rating: await ratingOf(ctx.db, profileId),
    cancellation_policy: await cancellationPolicyOf(ctx.db, profileId),
    next_free_times: await upcomingFreeTimesOf(ctx, profileId),
  };
}

/** What a visitor sees before signing in: the first free slots, from the same booking views as the directory's label. */
async function upcomingFreeTimesOf(ctx: CatalogueContext, profileId: number): Promise<FreeTime[]> {
  const now = ctx.now();
  const sources = await freeTimeSources(ctx.db, profileId, chileToday(now));
  return freeTimesOf(sources.blocks, sources.taken, now, sources.closed, PROFILE_FREE_TIMES);
}

export async function publicExperiences(ctx: CatalogueContext, profileId: number): Promise<ExperienceItem[]> {
  if (!(await isListed(ctx.db, profileId))) throw notFound(UNAVAILABLE);
  return listExperiences(ctx.db, profileId);
}
