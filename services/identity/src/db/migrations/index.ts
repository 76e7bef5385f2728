import type { ServiceMigrations } from '@emind/server-kit';
import * as initial from './20250601T000000-initial.ts';

export const identityMigrations: ServiceMigrations = {
  schema: 'identity',
  migrations: {
    '20250601T000000-initial': initial,
  },
};
