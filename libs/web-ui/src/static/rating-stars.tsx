import { RATING_MAX } from '@emind/domain';

const fontSizes = { sm: '0.875rem', md: '1rem', lg: '1.125rem' } as const;

/** A rating shown as filled and empty stars, read out as 'N de 5 estrellas'. */
export function RatingStars({ rating, size = 'lg' }: { rating: number; size?: keyof typeof fontSizes }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`${rating} de ${RATING_MAX} estrellas`} style={{ fontSize: fontSizes[size], color: '#fb923c', letterSpacing: '0.1em', lineHeight: 1 }}>
      {'★'.repeat(filled)}
      <span style={{ color: '#d4d4d8' }}>{'★'.repeat(RATING_MAX - filled)}</span>
    </span>
  );
}
