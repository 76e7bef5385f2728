import styles from './directory.module.css';

const SHOWN = 3;

/** Spec 1 §9: the first 3 specialties plus '+N más'. */
export function SpecialtyTags({ specialties }: { specialties: readonly string[] }) {
  const hidden = specialties.length - SHOWN;
  return (
    <div className={styles.tags} aria-label="Especialidades">
      {specialties.slice(0, SHOWN).map((specialty) => (
        <span key={specialty} className={`${styles.badge} ${styles.tag}`}>
          {specialty}
        </span>
      ))}
      {hidden > 0 ? <span className={`${styles.badge} ${styles.more}`}>+{hidden} más</span> : null}
    </div>
  );
}
