import styles from './directory.module.css';

/** 'N Especialista(s) verificado(s)', singular for exactly one. */
export function specialistsCountLabel(count: number): string {
  return count === 1 ? '1 Especialista verificado' : `${count} Especialistas verificados`;
}

export function SpecialistsCounter({ count }: { count: number | null }) {
  return (
    <p className={styles.counter} aria-live="polite" data-testid="specialists-counter">
      {count === null ? '\u00a0' : specialistsCountLabel(count)}
    </p>
  );
}
