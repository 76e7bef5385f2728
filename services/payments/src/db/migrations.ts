import type { ServiceMigrations } from '@emind/server-kit';
import * as payments from './migrations/20261229T110000-payments.ts';

export const paymentsMigrations: ServiceMigrations = {
  schema: 'payments',
  migrations: {
    '20261229T110000-payments': payments,
  },
};
