import { useRef, useState, type FocusEvent } from 'react';
import type { PublicReview } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { RatingStars } from '@emind/web-ui/static';
import { usePublicReviews } from '../api/get-public-reviews';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { ProfileSection } from './profile-section';
import styles from './profile.module.css';

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <article aria-label={`Reseña de ${review.patient_name}`} className={styles.review}>
      <RatingStars rating={review.rating} size="md" />
      {review.comment ? <p className={`${styles.small} ${styles.comment}`}>{review.comment}</p> : null}
      <div className={styles.reviewer}>
        <p className={`${styles.small} ${styles.strong}`}>{review.patient_name}</p>
        <p className={`${styles.tiny} ${styles.muted}`}>{formatLongDate(review.created_at)}</p>
      </div>
    </article>
  );
}

/** Spec 1 'patient reviews': the APPROVED reviews in a row that scrolls by itself (see useAutoScroll). */
export function ProfileReviews({ id }: { id: string }) {
  const reviews = usePublicReviews(id);
  const track = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoScrolling = useAutoScroll(track, reviews.data?.length ?? 0, hovered || focused);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <ProfileSection title="Reseñas de pacientes" id="reviews">
      {reviews.isPending ? <div className="em-spinner" role="status" aria-label="Cargando reseñas" /> : null}
      {reviews.isError ? <p className={styles.error}>No se pudieron cargar las reseñas</p> : null}
      {reviews.data?.length === 0 ? <p className={styles.muted}>No hay reseñas disponibles aún.</p> : null}
      {reviews.data && reviews.data.length > 0 ? (
        <div
          ref={track}
          role="region"
          aria-label="Reseñas de pacientes, desplazables horizontalmente"
          tabIndex={0}
          data-testid="reviews-track"
          data-auto-scroll={autoScrolling ? 'on' : 'off'}
          // Width 0 stretched to the card: the row of cards never widens the profile's grid column, it scrolls.
          className={styles.track}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          <div className={styles.row}>
            {reviews.data.map((review) => <ReviewItem key={review.id} review={review} />)}
          </div>
        </div>
      ) : null}
    </ProfileSection>
  );
}
