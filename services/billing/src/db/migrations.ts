import type { ServiceMigrations } from '@emind/server-kit';
import * as billing from './migrations/20261215T090000-billing.ts';

export const billingMigrations: ServiceMigrations = {
  schema: 'billing',
  migrations: {
    '20261215T090000-billing': billing,
  },
};
