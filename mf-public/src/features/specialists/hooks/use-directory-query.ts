import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterParams, readDirectoryQuery, type FilterParam } from './directory-query';

/** The directory's filters, sort and page live in the URL, so a filtered view can be shared. */
export function useDirectoryQuery() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readDirectoryQuery(search), [search]);
  // Changes not yet seen in the URL. Two fields may settle at once (both prices), or a box be ticked while a price
  // settles: the router hands each update the URL of the last render, so each update applies every change still on
  // its way, and a change leaves this list once the URL shows it.
  const pending = useRef(new Map<string, string | null>());
  useEffect(() => {
    for (const [key, value] of pending.current) if (search.get(key) === value) pending.current.delete(key);
  }, [search]);

  const update = useCallback(
    (changes: Record<string, string | null>, { keepPage = false } = {}) => {
      for (const [key, value] of Object.entries({ ...changes, ...(keepPage ? {} : { page: null }) })) pending.current.set(key, value);
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of pending.current) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
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
