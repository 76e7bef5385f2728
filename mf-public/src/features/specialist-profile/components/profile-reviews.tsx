import { useRef, useState, type FocusEvent } from 'react';
import type { PublicReview } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { RatingStars } from '@emind/web-appointments';
import { Box, Card, HStack, Spinner, Stack, Text } from '@emind/web-ui';
import { usePublicReviews } from '../api/get-public-reviews';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { ProfileSection } from './profile-section';

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <Card.Root as="article" aria-label={`Reseña de ${review.patient_name}`} variant="outline" flex="0 0 auto" w="64">
      <Card.Body gap="2">
        <RatingStars rating={review.rating} size="md" />
        {review.comment ? <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={6}>{review.comment}</Text> : null}
        <Stack gap="0" mt="auto">
          <Text fontSize="sm" fontWeight="semibold">{review.patient_name}</Text>
          <Text fontSize="xs" color="fg.muted">{formatLongDate(review.created_at)}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
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
      {reviews.isPending ? <Spinner color="brand.500" aria-label="Cargando reseñas" /> : null}
      {reviews.isError ? <Text color="red.600">No se pudieron cargar las reseñas</Text> : null}
      {reviews.data?.length === 0 ? <Text color="fg.muted">No hay reseñas disponibles aún.</Text> : null}
      {reviews.data && reviews.data.length > 0 ? (
        <Box
          ref={track}
          role="region"
          aria-label="Reseñas de pacientes, desplazables horizontalmente"
          tabIndex={0}
          data-testid="reviews-track"
          data-auto-scroll={autoScrolling ? 'on' : 'off'}
          // Width 0 stretched to the card: the row of cards never widens the profile's grid column, it scrolls.
          w="0"
          minW="full"
          overflowX="auto"
          scrollBehavior="smooth"
          pb="2"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', rounded: 'md' }}
        >
          <HStack gap="3" align="stretch" w="max-content">
            {reviews.data.map((review) => <ReviewItem key={review.id} review={review} />)}
          </HStack>
        </Box>
      ) : null}
    </ProfileSection>
  );
}
