import type { ServiceMigrations } from '@emind/server-kit';
import * as weeklySchedules from './20250801T000000-weekly-schedules.ts';

export const bookingMigrations: ServiceMigrations = {
  schema: 'booking',
  migrations: {
    '20250801T000000-weekly-schedules': weeklySchedules,
  },
};
