import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SpecialistProfile } from '../../features/specialist-profile/components/specialist-profile';
import styles from '../../features/specialist-profile/components/profile.module.css';

/** Loaded on demand (see app.tsx): the landing page never downloads the profile. Drawn without Chakra. */
export function SpecialistProfileRoute({ bookingOpen = false }: { bookingOpen?: boolean }) {
  const { id = '' } = useParams();
  return (
    <div className={styles.page}>
      <div className={`em-container ${styles.pageInner}`}>
        <RouterLink to={paths.specialists.getHref()} className={`em-button em-button-ghost ${styles.back}`}>
          <span aria-hidden>←</span> Volver a Especialistas
        </RouterLink>
        <SpecialistProfile key={id} id={id} bookingOpen={bookingOpen} />
      </div>
    </div>
  );
}
