import type { ServiceMigrations } from '@emind/server-kit';
import * as initial from './20250601T000000-initial.ts';
import * as profileDirectory from './20250701T000000-profile-directory.ts';
import * as payoutAccounts from './20251101T000000-payout-accounts.ts';
import * as mailOutbox from './20251101T010000-mail-outbox.ts';
import * as loginAttempts from './20251123T000000-login-attempts.ts';
import * as accountAccess from './20251123T010000-account-access.ts';
import * as narrowViews from './20251123T020000-narrow-views.ts';

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
  },
};
