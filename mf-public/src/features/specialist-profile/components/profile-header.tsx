import { Link as RouterLink } from 'react-router-dom';
import { formatClp, type FreeTime } from '@emind/domain';
import { SpecialistPhoto } from '../../../components/specialist-photo';
import { paths } from '../../../config/paths';
import { ProfileFreeTimes } from './profile-free-times';
import styles from './profile.module.css';

interface ProfileHeaderProps {
  id: number;
  name: string;
  professionalTitle: string | null;
  healthRegisterNumber: string | null;
  photo: string | null;
  price: number | null;
  /** null for a visitor. */
  viewerType: string | null;
  freeTimes: readonly FreeTime[];
}

/** 'Agendar Consulta' and the next free times for clients and visitors (who are sent to log in first, and back). */
export function ProfileHeader({ id, name, professionalTitle, healthRegisterNumber, photo, price, viewerType, freeTimes }: ProfileHeaderProps) {
  // decisions.md: only clients book; a visitor is taken to the login and back.
  const canBook = viewerType === null || viewerType === 'client';
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <SpecialistPhoto src={photo} name={name} sizeRem={8} />
        <div className={styles.who}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{name}</h1>
            <span className={styles.verified}>Verificado</span>
          </div>
          {professionalTitle ? <p className={styles.professionalTitle}>{professionalTitle}</p> : null}
          {healthRegisterNumber ? (
            <p className={`${styles.small} ${styles.muted}`}>N° Registro Nacional de Prestadores: {healthRegisterNumber}</p>
          ) : null}
          {price !== null ? (
            <p data-testid="session-price">
              <span className={styles.price}>{formatClp(price)}</span>
              <span className={styles.muted}> por sesión</span>
            </p>
          ) : null}
        </div>
        {canBook ? (
          <RouterLink to={paths.booking.getHref(id)} className={`em-button em-button-lg em-button-pill em-button-solid ${styles.book}`}>
            Agendar Consulta
          </RouterLink>
        ) : null}
      </div>
      {canBook ? <ProfileFreeTimes id={id} freeTimes={freeTimes} visitor={viewerType === null} /> : null}
    </div>
  );
}
