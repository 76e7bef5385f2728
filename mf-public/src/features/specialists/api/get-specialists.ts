import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { FreeTime } from '@emind/domain';
import { narrowingParams, type DirectoryQuery } from '../hooks/directory-query';

export type AvailabilityLabel = 'Disponible' | 'Agenda limitada' | 'No disponible';

/** One card of the public directory (contract: catalogue, 'Public directory'). */
export interface SpecialistListItem {
  id: number;
  name: string;
  professional_title: string | null;
  university: string | null;
  specialties: string[];
  profile_image: string | null;
  verification_status: string;
  rating: number | null;
  review_count?: number;
  experience: string | null;
  price: number | null;
  availability?: AvailabilityLabel | null;
  /** The first free slot of the next 14 days (Chile wall clock), or null. */
  next_available?: FreeTime | null;
}

export interface SpecialistPage {
  count: number;
  results: SpecialistListItem[];
}

/** The answer was not the directory's shape: the screen says so instead of guessing. */
export class DirectoryFormatError extends Error {
  constructor() {
    super('DIRECTORY_FORMAT');
    this.name = 'DirectoryFormatError';
  }
}

function isListItem(value: unknown): value is SpecialistListItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'number' && typeof item.name === 'string' && (item.specialties === undefined || Array.isArray(item.specialties));
}

/** Spec 7: "an array or an object with results"; anything else is a format error. */
export function parseSpecialistPage(data: unknown): SpecialistPage {
  const results = Array.isArray(data) ? data : data && typeof data === 'object' ? (data as { results?: unknown }).results : undefined;
  if (!Array.isArray(results) || !results.every(isListItem)) throw new DirectoryFormatError();
  const count = !Array.isArray(data) && typeof (data as { count?: unknown }).count === 'number' ? (data as { count: number }).count : results.length;
  return { count, results: results.map((item) => ({ ...item, specialties: item.specialties ?? [] })) };
}

export async function getSpecialists(query: DirectoryQuery): Promise<SpecialistPage> {
  const search = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize), ordering: query.ordering });
  for (const [key, value] of Object.entries({ ...query.filters, ...narrowingParams(query.narrowing) })) if (value) search.set(key, value);
  const data = await apiRequest<unknown>(`/profiles/public/psychologists/?${search.toString()}`, { anonymous: true });
  return parseSpecialistPage(data);
}

export function getSpecialistsQueryOptions(query: DirectoryQuery) {
  return queryOptions({
    queryKey: ['public-directory', query],
    queryFn: () => getSpecialists(query),
  });
}

export function useSpecialists(query: DirectoryQuery) {
  return useQuery(getSpecialistsQueryOptions(query));
}
