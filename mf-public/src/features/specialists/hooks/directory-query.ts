import { DIRECTORY_SEARCH_MAX_LENGTH, directoryFilters, directorySorts, priceBoundOf } from '@emind/domain';

export const DIRECTORY_PAGE_SIZE = 12;

/** The four filters, named as the API's query parameters; each maps to its option list. */
export const directoryFilterFields = [
  { param: 'approach', label: 'Enfoque terapéutico', options: directoryFilters.approach },
  { param: 'age_group', label: 'Grupo etario', options: directoryFilters.ageGroup },
  { param: 'modality', label: 'Modalidad', options: directoryFilters.modality },
  { param: 'reason', label: 'Motivo de consulta', options: directoryFilters.reason },
] as const;

export type DirectoryFilterParam = (typeof directoryFilterFields)[number]['param'];
export type DirectoryFilters = Record<DirectoryFilterParam, string | null>;

/** Name, price range and this week's availability: the URL's `search`, `min_price`, `max_price`, `available_this_week`. */
export interface DirectoryNarrowing {
  search: string;
  minPrice: number | null;
  maxPrice: number | null;
  availableThisWeek: boolean;
}

export interface DirectoryQuery {
  filters: DirectoryFilters;
  narrowing: DirectoryNarrowing;
  ordering: string;
  page: number;
  pageSize: number;
}

const defaultOrdering = directorySorts[0]?.value ?? 'experience';

/** Reads the shareable URL; values that are not in the option lists are ignored rather than sent. */
export function readDirectoryQuery(search: URLSearchParams): DirectoryQuery {
  const filters = Object.fromEntries(
    directoryFilterFields.map(({ param, options }) => {
      const value = search.get(param);
      return [param, value && options.includes(value) ? value : null];
    }),
  ) as DirectoryFilters;
  const ordering = search.get('ordering');
  const page = Number(search.get('page'));
  return {
    filters,
    narrowing: readNarrowing(search),
    ordering: ordering && directorySorts.some((s) => s.value === ordering) ? ordering : defaultOrdering,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

/** A range whose minimum exceeds its maximum is not sent (the bar says why). */
function readNarrowing(search: URLSearchParams): DirectoryNarrowing {
  const minPrice = priceBoundOf(search.get('min_price'));
  const maxPrice = priceBoundOf(search.get('max_price'));
  const inverted = minPrice !== null && maxPrice !== null && minPrice > maxPrice;
  return {
    search: (search.get('search') ?? '').trim().slice(0, DIRECTORY_SEARCH_MAX_LENGTH),
    minPrice: inverted ? null : minPrice,
    maxPrice: inverted ? null : maxPrice,
    availableThisWeek: search.get('available_this_week') === 'true',
  };
}

/** The narrowing as the API's query parameters (only those set). */
export function narrowingParams({ search, minPrice, maxPrice, availableThisWeek }: DirectoryNarrowing): Record<string, string> {
  return {
    ...(search ? { search } : {}),
    ...(minPrice !== null ? { min_price: String(minPrice) } : {}),
    ...(maxPrice !== null ? { max_price: String(maxPrice) } : {}),
    ...(availableThisWeek ? { available_this_week: 'true' } : {}),
  };
}

/** Every URL parameter a filter sets, for 'Limpiar filtros'. */
export const filterParams = [...directoryFilterFields.map((field) => field.param), 'search', 'min_price', 'max_price', 'available_this_week'] as const;
export type FilterParam = (typeof filterParams)[number];

export function activeFilterCount(query: DirectoryQuery): number {
  return Object.values(query.filters).filter(Boolean).length + Object.keys(narrowingParams(query.narrowing)).length;
}

export function hasActiveFilters(query: DirectoryQuery): boolean {
  return activeFilterCount(query) > 0;
}
