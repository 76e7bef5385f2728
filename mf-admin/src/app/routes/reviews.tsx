import { ReviewsModerationPage } from '../../features/reviews/components/reviews-moderation-page.tsx';

export function ReviewsRoute() {
  return <ReviewsModerationPage />;
}
