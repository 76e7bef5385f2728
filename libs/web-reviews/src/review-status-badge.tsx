import { reviewStatusLabels, type ReviewStatus } from '@emind/domain';
import { Badge } from '@emind/web-ui';

export const reviewStatusPalette: Record<ReviewStatus, string> = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' };

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge colorPalette={reviewStatusPalette[status]} variant="subtle" rounded="full" px="2.5">
      {reviewStatusLabels[status]}
    </Badge>
  );
}
