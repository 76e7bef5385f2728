import { Badge } from '@emind/web-ui';
import { verificationStatusLabels, type VerificationStatus } from '@emind/domain';
import { verificationStatusColors } from '../config/verification.ts';

export function VerificationStatusBadge({ status, display }: { status: VerificationStatus; display?: string | null }) {
  return (
    <Badge colorPalette={verificationStatusColors[status] ?? 'gray'} variant="subtle">
      {display || verificationStatusLabels[status] || status}
    </Badge>
  );
}
