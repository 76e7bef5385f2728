import type { VerificationStatus } from '@emind/domain';

/** The statuses the admin home's queue and the list's 'Pendiente' filter group together (spec 3 §4). */
export const pendingVerificationStatuses: readonly VerificationStatus[] = [
  'PENDING',
  'DOCUMENTS_SUBMITTED',
  'VERIFICATION_IN_PROGRESS',
];

export const verificationStatusColors: Record<VerificationStatus, string> = {
  PENDING: 'yellow',
  DOCUMENTS_SUBMITTED: 'blue',
  VERIFICATION_IN_PROGRESS: 'purple',
  VERIFIED: 'green',
  REJECTED: 'red',
};
