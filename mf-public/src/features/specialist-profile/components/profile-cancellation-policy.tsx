import { describeCancellationPolicy, type CancellationPolicy } from '@emind/domain';
import { ProfileSection } from './profile-section';
import styles from './profile.module.css';

/** What cancelling a session refunds, as the psychologist set it: read before booking (issue 39). */
export function ProfileCancellationPolicy({ policy }: { policy: CancellationPolicy | null }) {
  if (!policy) return null;
  return (
    <ProfileSection title="Política de cancelación" id="cancellation-policy">
      <p className={styles.small} data-testid="profile-cancellation-policy">{describeCancellationPolicy(policy)}</p>
      <p className={`${styles.small} ${styles.muted}`}>Si el profesional cancela, se reembolsa el total.</p>
    </ProfileSection>
  );
}
