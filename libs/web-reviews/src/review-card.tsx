import type { Review } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { Card, HStack, Stack, Text } from '@emind/web-ui';
import type { ReactNode } from 'react';
import { RatingStars } from '@emind/web-ui/static';
import { ReviewStatusBadge } from './review-status-badge.tsx';

interface ReviewCardProps {
  review: Review;
  /** Whose name heads the card: the patient's (psychologist, admin) or the psychologist's (the patient's own list). */
  title: string;
  /** A second line, e.g. 'Psicóloga: …' for the admin. */
  subtitle?: string;
  actions?: ReactNode;
}

/** One review in a dashboard list: who, the session's date, stars, the comment as plain text, and its status. */
export function ReviewCard({ review, title, subtitle, actions }: ReviewCardProps) {
  return (
    <Card.Root as="article" aria-label={`Valoración de ${title}`} variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{title}</Text>
            {subtitle ? <Text fontSize="sm" color="fg.muted">{subtitle}</Text> : null}
            <Text fontSize="sm" color="fg.muted">Sesión del {formatLongDate(`${review.appointment_date}T12:00:00Z`)}</Text>
          </Stack>
          <ReviewStatusBadge status={review.status} />
        </HStack>
        <RatingStars rating={review.rating} />
        {review.comment ? <Text whiteSpace="pre-wrap" wordBreak="break-word">{review.comment}</Text> : <Text color="fg.muted" fontStyle="italic">Sin comentario</Text>}
        {actions ? <HStack gap="2" pt="1">{actions}</HStack> : null}
      </Card.Body>
    </Card.Root>
  );
}
