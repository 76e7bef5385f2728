import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterParams, readDirectoryQuery, type FilterParam } from './directory-query';

/** The directory's filters, sort and page live in the URL, so a filtered view can be shared. */
export function useDirectoryQuery() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readDirectoryQuery(search), [search]);

  const update = useCallback(
    (changes: Record<string, string | null>, { keepPage = false } = {}) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      });
    },
    [setSearch],
  );

  const setFilter = useCallback((param: FilterParam, value: string | null) => update({ [param]: value }), [update]);
  const setOrdering = useCallback((ordering: string) => update({ ordering }), [update]);
  const setPage = useCallback((page: number) => update({ page: page > 1 ? String(page) : null }, { keepPage: true }), [update]);
  const clearFilters = useCallback(() => update(Object.fromEntries(filterParams.map((param) => [param, null]))), [update]);

  const raw = useCallback((param: FilterParam) => search.get(param) ?? '', [search]);

  return { query, raw, setFilter, setOrdering, setPage, clearFilters };
}
