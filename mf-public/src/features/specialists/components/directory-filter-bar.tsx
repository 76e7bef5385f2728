import { useId, useState } from 'react';
import { directorySearchMessages, directorySorts, priceBoundOf } from '@emind/domain';
import { activeFilterCount, directoryFilterFields, type DirectoryQuery, type FilterParam } from '../hooks/directory-query';
import { DebouncedField } from './debounced-field';
import { SpecialistsCounter } from './specialists-counter';
import { ThisWeekCheckbox } from './this-week-checkbox';
import styles from './directory.module.css';

interface DirectoryFilterBarProps {
  query: DirectoryQuery;
  /** What the URL holds for a parameter, as typed (a bad price stays visible with its message). */
  raw: (param: FilterParam) => string;
  count: number | null;
  onFilter: (param: FilterParam, value: string | null) => void;
  onSort: (ordering: string) => void;
}

/** '15.000', '$ 15000' → '15000': people in Chile write thousands with a dot. */
const typedPesos = (typed: string): string => typed.replace(/[.$\s]/g, '');

/** A bound that is not whole pesos is named under its own field; an inverted range under the minimum. */
function priceErrors(min: string, max: string): { min: string | null; max: string | null } {
  const [low, high] = [priceBoundOf(min), priceBoundOf(max)];
  const badMin = min !== '' && low === null;
  return {
    min: badMin ? directorySearchMessages.price : low !== null && high !== null && low > high ? directorySearchMessages.priceRange : null,
    max: max !== '' && high === null ? directorySearchMessages.price : null,
  };
}

/** Name, price range, this week's availability and the four option filters; on a phone they fold under 'Filtros'. */
export function DirectoryFilterBar({ query, raw, count, onFilter, onSort }: DirectoryFilterBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(query);
  const commit = (param: FilterParam) => (typed: string) => onFilter(param, typed.trim() || null);
  const commitPrice = (param: FilterParam) => (typed: string) => onFilter(param, typedPesos(typed) || null);
  const errors = priceErrors(raw('min_price'), raw('max_price'));
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
        <button
          type="button"
          className={`em-button em-button-pill em-button-brand-outline ${styles.filterToggle}`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          {active > 0 ? `Filtros (${active})` : 'Filtros'}
        </button>
      </div>
      <div id={`${id}-panel`} className={styles.filterPanel} data-open={open}>
        <div className={styles.narrowGrid}>
          <DebouncedField id={`${id}-search`} label="Buscar por nombre" type="search" maxLength={80} autoComplete="off" value={raw('search')} onCommit={commit('search')} />
          <DebouncedField id={`${id}-min`} label="Precio mínimo" inputMode="numeric" placeholder="$ desde" value={raw('min_price')} onCommit={commitPrice('min_price')} error={errors.min} />
          <DebouncedField id={`${id}-max`} label="Precio máximo" inputMode="numeric" placeholder="$ hasta" value={raw('max_price')} onCommit={commitPrice('max_price')} error={errors.max} />
          <ThisWeekCheckbox
            id={`${id}-week`}
            checked={query.narrowing.availableThisWeek}
            onChange={(checked) => onFilter('available_this_week', checked ? 'true' : null)}
          />
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
      </div>
    </section>
  );
}
