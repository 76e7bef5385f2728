import type { AvailabilityLabel } from '../api/get-specialists';
import styles from './directory.module.css';

const tone: Record<AvailabilityLabel, string | undefined> = {
  Disponible: styles.Disponible,
  'Agenda limitada': styles.Limitada,
  'No disponible': styles.NoDisponible,
};

/** decisions.md: the label summarises the next 14 days; absent means available (spec 1). */
export function AvailabilityBadge({ availability }: { availability: AvailabilityLabel | null | undefined }) {
  const label = availability && availability in tone ? availability : 'Disponible';
  return <span className={`${styles.badge} ${tone[label]}`}>{label}</span>;
}
