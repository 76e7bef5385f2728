import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import styles from './home.module.css';

export function HeroCta() {
  return (
    <RouterLink to={paths.specialists.getHref()} className={`em-button em-button-xl em-button-pill em-button-solid ${styles.cta}`}>
      Encuentra tu psicólogo
    </RouterLink>
  );
}
