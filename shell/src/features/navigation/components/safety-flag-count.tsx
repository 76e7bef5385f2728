import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import styles from './navbar.module.css';

export const safetyFlagCountLabel = (count: number): string =>
  count === 1 ? '1 alerta de seguridad sin revisar' : `${count} alertas de seguridad sin revisar`;

/** The psychologist's unreviewed safety flags, a link to the home that lists them; nothing while there are none. */
export function SafetyFlagCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <RouterLink to={paths.dashboard.getHref('psychologist')} className={styles.flagCount} aria-label={safetyFlagCountLabel(count)} data-testid="nav-safety-flag-count">
      <span aria-hidden="true">⚠</span> {count}
    </RouterLink>
  );
}
