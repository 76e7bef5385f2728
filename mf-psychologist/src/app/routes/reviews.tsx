import { ReceivedReviewsPage } from '../../features/reviews/components/received-reviews-page.tsx';

export function ReviewsRoute() {
  return <ReceivedReviewsPage />;
}
