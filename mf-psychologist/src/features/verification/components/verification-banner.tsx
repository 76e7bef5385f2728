import { Link as RouterLink } from 'react-router-dom';
import { Alert, Link } from '@emind/web-ui';
import { verificationStatusLabels, type VerificationStatus } from '@emind/domain';
import { useVerificationStatus } from '../api/get-verification-status.ts';

type AlertStatus = 'warning' | 'info' | 'error';

const tone: Record<Exclude<VerificationStatus, 'VERIFIED'>, AlertStatus> = {
  PENDING: 'warning',
  DOCUMENTS_SUBMITTED: 'info',
  VERIFICATION_IN_PROGRESS: 'info',
  REJECTED: 'error',
};

/** Shown on the home while the psychologist is not VERIFIED; nothing at all once verified or unknown. */
export function VerificationBanner({ profileHref }: { profileHref: string }) {
  const { data } = useVerificationStatus();
  if (!data || data.verification_status === 'VERIFIED') return null;
  const status = data.verification_status;
  const display = data.verification_status_display || verificationStatusLabels[status] || status;
  return (
    <Alert.Root status={tone[status] ?? 'warning'} data-testid="verification-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Estado: {display}</Alert.Title>
      </Alert.Content>
      <Link asChild fontWeight="semibold" textDecoration="underline">
        <RouterLink to={profileHref}>Completar verificación</RouterLink>
      </Link>
    </Alert.Root>
  );
}
