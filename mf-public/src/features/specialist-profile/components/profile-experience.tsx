import { experienceTypes } from '@emind/domain';
import type { Experience } from '@emind/contracts';
import { formatPeriod } from '../utils/format-period';
import { ProfileSection } from './profile-section';
import styles from './profile.module.css';

function typeLabel(type: string): string {
  return experienceTypes.find((t) => t.value === type)?.label ?? type;
}

export function ProfileExperience({ experiences, description }: { experiences: readonly Experience[]; description: string | null }) {
  return (
    <ProfileSection title="Experiencia profesional">
      {description ? <p className={`${styles.muted} ${styles.preLine}`}>{description}</p> : null}
      {experiences.length === 0 ? (
        description ? null : <p className={styles.muted}>No hay experiencia profesional registrada.</p>
      ) : (
        <ul className={styles.experienceList}>
          {experiences.map((experience) => (
            <li key={experience.id} className={styles.experience}>
              <p className={styles.strong}>{experience.role}</p>
              <p className={`${styles.small} ${styles.brandText}`}>{experience.institution} · {typeLabel(experience.experience_type)}</p>
              <p className={`${styles.small} ${styles.muted}`}>{formatPeriod(experience.start_date, experience.end_date)}</p>
              {experience.description ? <p className={`${styles.small} ${styles.experienceNote}`}>{experience.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
