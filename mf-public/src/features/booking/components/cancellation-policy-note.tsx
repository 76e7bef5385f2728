import { describeCancellationPolicy, type CancellationPolicy } from '@emind/domain';
import { Text } from '@emind/web-ui';

/** The booking step's line about cancelling, before the patient pays. */
export function CancellationPolicyNote({ policy }: { policy: CancellationPolicy | null }) {
  if (!policy) return null;
  return <Text fontSize="sm" color="fg.muted" data-testid="booking-cancellation-policy">{describeCancellationPolicy(policy)}</Text>;
}
