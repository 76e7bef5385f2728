import type { ServiceMigrations } from '@emind/server-kit';
import * as payments from './migrations/20261229T110000-payments.ts';
import * as refundsAndPayouts from './migrations/20261229T300000-refunds-and-payouts.ts';

export const paymentsMigrations: ServiceMigrations = {
  schema: 'payments',
  migrations: {
    '20261229T110000-payments': payments,
    '20261229T300000-refunds-and-payouts': refundsAndPayouts,
  },
};
