import { directoryFilters, directorySorts } from '@emind/domain';

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

export interface DirectoryQuery {
  filters: DirectoryFilters;
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
    ordering: ordering && directorySorts.some((s) => s.value === ordering) ? ordering : defaultOrdering,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

export function hasActiveFilters(query: DirectoryQuery): boolean {
  return Object.values(query.filters).some(Boolean);
}
