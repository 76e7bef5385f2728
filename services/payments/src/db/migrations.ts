import type { ServiceMigrations } from '@emind/server-kit';
import * as payments from './migrations/20261229T110000-payments.ts';
import * as refundsAndPayouts from './migrations/20261229T300000-refunds-and-payouts.ts';
import * as payoutLineRetention from './migrations/20261230T100000-payout-line-retention.ts';
import * as openCardPayments from './migrations/20261231T100000-open-card-payments.ts';

export const paymentsMigrations: ServiceMigrations = {
  schema: 'payments',
  migrations: {
    '20261229T110000-payments': payments,
    '20261229T300000-refunds-and-payouts': refundsAndPayouts,
    '20261230T100000-payout-line-retention': payoutLineRetention,
    '20261231T100000-open-card-payments': openCardPayments,
  },
};
