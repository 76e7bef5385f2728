import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useSafetyFlagCount } from '../api/get-safety-flag-count.ts';
import styles from './safety-flag-count.module.css';

export const safetyFlagCountLabel = (count: number): string =>
  count === 1 ? '1 alerta de seguridad sin revisar' : `${count} alertas de seguridad sin revisar`;

/**
 * A psychologist's unreviewed safety flags, a link to the home that lists them; nothing while there are none. Its own
 * chunk, fetched for psychologists only: the public pages' bar does not carry it.
 */
export default function SafetyFlagCount() {
  const count = useSafetyFlagCount();
  if (count === 0) return null;
  return (
    <RouterLink to={paths.dashboard.getHref('psychologist')} className={styles.flagCount} aria-label={safetyFlagCountLabel(count)} data-testid="nav-safety-flag-count">
      <span aria-hidden="true">⚠</span> {count}
    </RouterLink>
  );
}
