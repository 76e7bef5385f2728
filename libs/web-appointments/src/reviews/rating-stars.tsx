import { RATING_MAX } from '@emind/domain';
import { Text } from '@emind/web-ui';

/** A rating shown as filled and empty stars, read out as 'N de 5 estrellas'. */
export function RatingStars({ rating, size = 'lg' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  const filled = Math.round(rating);
  return (
    <Text as="span" role="img" aria-label={`${rating} de ${RATING_MAX} estrellas`} fontSize={size} color="orange.400" letterSpacing="0.1em" lineHeight="1">
      {'★'.repeat(filled)}
      <Text as="span" color="gray.300">{'★'.repeat(RATING_MAX - filled)}</Text>
    </Text>
  );
}
