import type { ServiceMigrations } from '@emind/server-kit';
import * as sessions from './migrations/20261201T010000-sessions.ts';

export const sessionsMigrations: ServiceMigrations = {
  schema: 'sessions',
  migrations: {
    '20261201T010000-sessions': sessions,
  },
};
