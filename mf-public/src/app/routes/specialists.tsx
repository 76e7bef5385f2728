import { PageHero } from '../../components/page/page-hero';
import { SpecialistsDirectory } from '../../features/specialists/components/specialists-directory';
import styles from '../../features/specialists/components/directory.module.css';

/** Loaded on demand (see app.tsx): the landing page never downloads the directory. Drawn without Chakra. */
export function SpecialistsRoute() {
  return (
    <>
      <title>Especialistas verificados | e-mind</title>
      <PageHero eyebrow="Especialistas" title="Encuentra a tu psicólogo" lead="Psicólogos clínicos verificados, con sesiones online y precios en pesos chilenos." />
      <div className={styles.page}>
        <div className={`em-container em-container-wide ${styles.pageInner}`}>
          <SpecialistsDirectory />
        </div>
      </div>
    </>
  );
}
