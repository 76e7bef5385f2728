import { useDeferredValue } from 'react';
import { useCurrentUser } from '@emind/web-session';
import { DirectoryFormatError, useSpecialists } from '../api/get-specialists';
import { hasActiveFilters } from '../hooks/directory-query';
import { useDirectoryQuery } from '../hooks/use-directory-query';
import { DirectoryFilterBar } from './directory-filter-bar';
import { DirectoryMessage } from './directory-message';
import { DirectoryPagination } from './directory-pagination';
import { SpecialistCard } from './specialist-card';
import { SpecialistCardSkeleton } from './specialist-card-skeleton';
import styles from './directory.module.css';

const LOAD_ERROR = 'No se pudieron cargar los especialistas. Por favor, intenta de nuevo más tarde.';
const FORMAT_ERROR = 'Formato de datos incorrecto. Por favor, contacte al administrador.';

/** Spec 1 'Specialists page': filter bar with the counter, then loading, error, empty or the cards. */
export function SpecialistsDirectory() {
  const { query, raw, setFilter, setOrdering, setPage, clearFilters } = useDirectoryQuery();
  const { data: latest, isError, error, refetch } = useSpecialists(query);
  // The cards render as a transition, which React splits into short tasks (a query's update alone would render the
  // whole page of cards in one task and block a phone's main thread).
  const data = useDeferredValue(latest);
  const isPending = !data && !isError;
  const viewerType = useCurrentUser()?.user_type ?? null;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / query.pageSize)) : 1;

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.directory}>
      <DirectoryFilterBar query={query} raw={raw} count={data ? data.count : null} onFilter={setFilter} onSort={setOrdering} />
      {isPending ? (
        <div className={styles.cards} role="status" aria-busy="true" aria-label="Cargando especialistas">
          {Array.from({ length: 6 }, (_, index) => <SpecialistCardSkeleton key={index} />)}
        </div>
      ) : isError || !data ? (
        <DirectoryMessage role="alert" title={error instanceof DirectoryFormatError ? FORMAT_ERROR : LOAD_ERROR}>
          {error instanceof DirectoryFormatError ? null : (
            <button type="button" className="em-button em-button-pill em-button-brand-outline" onClick={() => void refetch()}>
              Reintentar
            </button>
          )}
        </DirectoryMessage>
      ) : data.results.length === 0 ? (
        <DirectoryMessage role="status" title="No se encontraron especialistas">
          {hasActiveFilters(query) ? (
            <button type="button" className="em-button em-button-pill em-button-solid" onClick={clearFilters}>
              Limpiar filtros
            </button>
          ) : null}
        </DirectoryMessage>
      ) : (
        <>
          <div className={styles.cards}>
            {data.results.map((specialist) => (
              <SpecialistCard key={specialist.id} specialist={specialist} viewerType={viewerType} />
            ))}
          </div>
          <DirectoryPagination page={query.page} pageCount={pageCount} onPage={changePage} />
        </>
      )}
    </div>
  );
}
