import { useId } from 'react';
import { directorySorts } from '@emind/domain';
import { directoryFilterFields, type DirectoryFilterParam, type DirectoryQuery } from '../hooks/directory-query';
import { SpecialistsCounter } from './specialists-counter';
import styles from './directory.module.css';

interface DirectoryFilterBarProps {
  query: DirectoryQuery;
  count: number | null;
  onFilter: (param: DirectoryFilterParam, value: string | null) => void;
  onSort: (ordering: string) => void;
}

export function DirectoryFilterBar({ query, count, onFilter, onSort }: DirectoryFilterBarProps) {
  const id = useId();
  return (
    <section aria-label="Filtros" className={`${styles.panel} ${styles.filters}`}>
      <div className={styles.filtersHead}>
        <SpecialistsCounter count={count} />
        <div className={`em-field ${styles.sort}`}>
          <label className="em-label" htmlFor={`${id}-ordering`}>Ordenar por</label>
          <select id={`${id}-ordering`} className="em-select" value={query.ordering} onChange={(event) => onSort(event.currentTarget.value)}>
            {directorySorts.map((sort) => (
              <option key={sort.value} value={sort.value}>{sort.label}</option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.filterGrid}>
        {directoryFilterFields.map(({ param, label, options }) => (
          <div key={param} className="em-field">
            <label className="em-label" htmlFor={`${id}-${param}`}>{label}</label>
            <select
              id={`${id}-${param}`}
              className="em-select"
              value={query.filters[param] ?? ''}
              onChange={(event) => onFilter(param, event.currentTarget.value || null)}
            >
              <option value="">Todos</option>
              {options.map((option) => (
                <option key={option} value={option}>{option}</option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </section>
  );
}
