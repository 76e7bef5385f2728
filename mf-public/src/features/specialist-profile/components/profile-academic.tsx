import type { Experience } from '@emind/contracts';
import { formatPeriod } from '../utils/format-period';
import { ProfileSection } from './profile-section';
import styles from './profile.module.css';

interface ProfileAcademicProps {
  university: string | null;
  graduationYear: number | null;
  assistantships: readonly Experience[];
}

/** University, graduation year and teaching assistantships (subject = the experience's role). */
export function ProfileAcademic({ university, graduationYear, assistantships }: ProfileAcademicProps) {
  if (!university && !graduationYear && assistantships.length === 0) return null;
  const year = graduationYear ? <p className={`${styles.small} ${styles.muted}`}>Año de titulación: {graduationYear}</p> : null;
  return (
    <ProfileSection title="Formación académica">
      {university ? (
        <div>
          <p className={styles.strong}>{university}</p>
          {year}
        </div>
      ) : (
        year
      )}
      {assistantships.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.subTitle}>Ayudantías</h3>
          <ul className={styles.list}>
            {assistantships.map((item) => (
              <li key={item.id}>
                <p className={styles.medium}>{item.role}</p>
                <p className={`${styles.small} ${styles.muted}`}>{item.institution} · {formatPeriod(item.start_date, item.end_date)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ProfileSection>
  );
}
