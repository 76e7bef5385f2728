import { Link as RouterLink } from 'react-router-dom';
import { formatClp, formatFreeTime } from '@emind/domain';
import { SpecialistPhoto } from '../../../components/specialist-photo';
import { paths } from '../../../config/paths';
import type { SpecialistListItem } from '../api/get-specialists';
import { AvailabilityBadge } from './availability-badge';
import { SpecialtyTags } from './specialty-tags';
import styles from './directory.module.css';

interface SpecialistCardProps {
  specialist: SpecialistListItem;
  /** null for a visitor. */
  viewerType: string | null;
}

const ratingFormat = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function yearsLabel(experience: string | null): string | null {
  const years = Number(experience);
  if (experience === null || experience === '' || !Number.isFinite(years)) return null;
  return years === 1 ? '1 año de experiencia' : `${years} años de experiencia`;
}

/** Spec 1 §6: a visitor who tries to book goes to /login and comes back to the booking path. */
function bookingHref(viewerType: string | null, id: number): string {
  return viewerType ? paths.booking.getHref(id) : paths.login.getHref(paths.booking.getHref(id));
}

export function SpecialistCard({ specialist, viewerType }: SpecialistCardProps) {
  const canBook = viewerType === null || viewerType === 'client';
  const experience = yearsLabel(specialist.experience);
  return (
    <article className={styles.card} data-testid="specialist-card">
      <div className={styles.cardHead}>
        <SpecialistPhoto src={specialist.profile_image} name={specialist.name} sizeRem={5} />
        <div className={styles.cardWho}>
          <div className={styles.cardTitleRow}>
            <h2 className={styles.name}>{specialist.name}</h2>
            <AvailabilityBadge availability={specialist.availability} />
          </div>
          {specialist.professional_title ? <p className={`${styles.small} ${styles.title}`}>{specialist.professional_title}</p> : null}
          {specialist.university ? <p className={`${styles.small} ${styles.muted}`}>{specialist.university}</p> : null}
        </div>
      </div>
      <SpecialtyTags specialties={specialist.specialties} />
      <div className={styles.facts}>
        {specialist.rating === null || specialist.rating === undefined ? (
          <p data-testid="specialist-rating">Sin valoraciones aún</p>
        ) : (
          <p data-testid="specialist-rating">
            <span className={styles.star} aria-hidden>★ </span>
            {ratingFormat.format(specialist.rating)}
            {specialist.review_count ? ` (${specialist.review_count === 1 ? '1 valoración' : `${specialist.review_count} valoraciones`})` : null}
          </p>
        )}
        {experience ? <p>{experience}</p> : null}
      </div>
      {specialist.next_available ? (
        <p className={styles.nextFree} data-testid="specialist-next-free">Próxima hora: {formatFreeTime(specialist.next_available)}</p>
      ) : null}
      <div className={styles.price}>
        {specialist.price !== null && specialist.price !== undefined ? (
          <>
            <p className={styles.amount} data-testid="specialist-price">{formatClp(specialist.price)}</p>
            <p className={`${styles.small} ${styles.muted}`}>por sesión</p>
          </>
        ) : null}
      </div>
      <div className={styles.actions}>
        <RouterLink
          to={paths.specialist.getHref(specialist.id)}
          className="em-button em-button-pill em-button-brand-outline"
          data-width={canBook ? 'half' : 'full'}
        >
          Ver perfil
        </RouterLink>
        {canBook ? (
          <RouterLink to={bookingHref(viewerType, specialist.id)} className="em-button em-button-pill em-button-solid">
            Agendar cita
          </RouterLink>
        ) : null}
      </div>
    </article>
  );
}
