import styles from './directory.module.css';

const bar = (height: string, width = '100%', radius?: string) => (
  <span className={styles.skeleton} style={{ height, width, borderRadius: radius }} />
);

export function SpecialistCardSkeleton() {
  return (
    <div className={styles.card} data-testid="specialist-skeleton" aria-hidden>
      <div className={styles.cardHead}>
        {bar('5rem', '5rem', '9999px')}
        <div className={styles.cardWho} style={{ gap: '0.5rem' }}>
          {bar('1.25rem', '70%')}
          {bar('1rem', '50%')}
        </div>
      </div>
      {bar('1rem')}
      {bar('1rem', '80%')}
      {bar('2.5rem', '100%', '9999px')}
    </div>
  );
}
