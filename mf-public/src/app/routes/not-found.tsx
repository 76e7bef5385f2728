import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page/page-hero';
import { paths } from '../../config/paths';
import styles from '../../features/not-found/components/not-found.module.css';

/** An address no page answers: said in plain Spanish, with the ways on (not a silent jump to the home page). */
export function NotFoundRoute() {
  return (
    <>
      <title>Página no encontrada | e-mind</title>
      <PageHero eyebrow="Error 404" title="Página no encontrada" lead="La dirección que abriste no existe o cambió de lugar." />
      <div className={`em-container ${styles.ways}`}>
        <RouterLink to={paths.home.getHref()} className="em-button em-button-lg em-button-pill em-button-solid">Ir al inicio</RouterLink>
        <RouterLink to={paths.specialists.getHref()} className="em-button em-button-lg em-button-pill em-button-brand-outline">Ver especialistas</RouterLink>
      </div>
    </>
  );
}
