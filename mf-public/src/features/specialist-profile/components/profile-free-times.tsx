import { Link as RouterLink } from 'react-router-dom';
import { formatFreeTime, type FreeTime } from '@emind/domain';
import { paths } from '../../../config/paths';
import styles from './profile.module.css';

const VISITOR_NOTE = 'Para agendar necesitas una cuenta: elige una hora e inicia sesión o regístrate, y volverás aquí.';

interface ProfileFreeTimesProps {
  id: number;
  freeTimes: readonly FreeTime[];
  /** A visitor is told that booking asks for an account; the times lead there and back (the booking keeps the slot). */
  visitor: boolean;
}

/** A slot's booking link: the booking modal opens on that day and time (the waitlist mail's `?fecha=&hora=`). */
const slotHref = (id: number, time: FreeTime): string =>
  `${paths.booking.getHref(id)}?${new URLSearchParams({ fecha: time.date, hora: time.start_time.slice(0, 5) }).toString()}`;

/** The next free times, before signing in: each opens the booking at that time (a visitor signs in or up on the way). */
export function ProfileFreeTimes({ id, freeTimes, visitor }: ProfileFreeTimesProps) {
  return (
    <section aria-labelledby="free-times-title" className={styles.freeTimes} data-testid="profile-free-times">
      <h2 id="free-times-title" className={styles.freeTimesTitle}>Próximas horas disponibles</h2>
      {freeTimes.length > 0 ? (
        <ul className={styles.timeList}>
          {freeTimes.map((time) => (
            <li key={`${time.date} ${time.start_time}`}>
              <RouterLink to={slotHref(id, time)} className={styles.time}>{formatFreeTime(time)}</RouterLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No hay horas libres en los próximos 14 días.</p>
      )}
      {visitor ? (
        <p className={styles.small}>
          {VISITOR_NOTE}{' '}
          <RouterLink to={paths.login.getHref(paths.booking.getHref(id))} className={styles.noticeLink}>Iniciar sesión</RouterLink>
        </p>
      ) : null}
    </section>
  );
}
