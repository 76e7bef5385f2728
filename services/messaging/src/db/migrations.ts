import type { ServiceMigrations } from '@emind/server-kit';
import * as messaging from './migrations/20261230T100000-messaging.ts';

export const messagingMigrations: ServiceMigrations = {
  schema: 'messaging',
  migrations: {
    '20261230T100000-messaging': messaging,
  },
};
