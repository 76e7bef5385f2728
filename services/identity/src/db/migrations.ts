import type { ServiceMigrations } from '@emind/server-kit';
import * as initial from './migrations/20250601T000000-initial.ts';
import * as profileDirectory from './migrations/20250701T000000-profile-directory.ts';
import * as payoutAccounts from './migrations/20251101T000000-payout-accounts.ts';
import * as mailOutbox from './migrations/20251101T010000-mail-outbox.ts';
import * as loginAttempts from './migrations/20251123T000000-login-attempts.ts';
import * as accountAccess from './migrations/20251123T010000-account-access.ts';
import * as narrowViews from './migrations/20251123T020000-narrow-views.ts';
import * as consents from './migrations/20261125T000000-consents.ts';
import * as dataRequests from './migrations/20261125T010000-data-requests.ts';
import * as payoutReadiness from './migrations/20261127T000000-payout-readiness.ts';
import * as directoryNotify from './migrations/20261127T100000-directory-notify.ts';
import * as erasureIdentifiers from './migrations/20261130T110000-erasure-identifiers.ts';
import * as accessLogWindows from './migrations/20261130T120000-access-log-windows.ts';
import * as legalAcceptances from './migrations/20261130T120000-legal-acceptances.ts';
import * as appointmentChangesNotify from './migrations/20261130T153000-appointment-changes-notify.ts';
import * as passwordChecks from './migrations/20261231T200000-password-checks.ts';

export const identityMigrations: ServiceMigrations = {
  schema: 'identity',
  migrations: {
    '20250601T000000-initial': initial,
    '20250701T000000-profile-directory': profileDirectory,
    '20251101T000000-payout-accounts': payoutAccounts,
    '20251101T010000-mail-outbox': mailOutbox,
    '20251123T000000-login-attempts': loginAttempts,
    '20251123T010000-account-access': accountAccess,
    '20251123T020000-narrow-views': narrowViews,
    '20261125T000000-consents': consents,
    '20261125T010000-data-requests': dataRequests,
    '20261127T000000-payout-readiness': payoutReadiness,
    '20261127T100000-directory-notify': directoryNotify,
    '20261130T110000-erasure-identifiers': erasureIdentifiers,
    '20261130T120000-access-log-windows': accessLogWindows,
    '20261130T120000-legal-acceptances': legalAcceptances,
    '20261130T153000-appointment-changes-notify': appointmentChangesNotify,
    '20261231T200000-password-checks': passwordChecks,
  },
};
