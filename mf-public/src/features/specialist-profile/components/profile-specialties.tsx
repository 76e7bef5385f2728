import { ProfileSection } from './profile-section';
import styles from './profile.module.css';

interface ProfileSpecialtiesProps {
  specialties: readonly string[];
  interventionAreas: readonly string[];
  targetPopulations: readonly string[];
}

function TagGroup({ title, items, tone }: { title: string; items: readonly string[]; tone: string | undefined }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.group}>
      <h3 className={styles.subTitle}>{title}</h3>
      <div className={styles.tags}>
        {items.map((item) => (
          <span key={item} className={`${styles.tag} ${tone}`}>{item}</span>
        ))}
      </div>
    </div>
  );
}

export function ProfileSpecialties({ specialties, interventionAreas, targetPopulations }: ProfileSpecialtiesProps) {
  if (specialties.length + interventionAreas.length + targetPopulations.length === 0) return null;
  return (
    <ProfileSection title="Especialidades">
      <TagGroup title="Enfoques terapéuticos" items={specialties} tone={styles.brand} />
      <TagGroup title="Áreas de intervención" items={interventionAreas} tone={styles.purple} />
      <TagGroup title="Poblaciones que atiende" items={targetPopulations} tone={styles.teal} />
    </ProfileSection>
  );
}
