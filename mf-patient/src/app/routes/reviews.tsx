import { ReviewsPage } from '../../features/reviews/components/reviews-page.tsx';

export function ReviewsRoute() {
  return <ReviewsPage />;
}
