import type { ServiceMigrations } from '@emind/server-kit';
import * as measures from './migrations/20261202T100000-measures.ts';
import * as intakeReminders from './migrations/20261210T100000-intake-reminders.ts';
import * as declaredMinors from './migrations/20261211T090000-declared-minors.ts';

export const measuresMigrations: ServiceMigrations = {
  schema: 'measures',
  migrations: {
    '20261202T100000-measures': measures,
    '20261210T100000-intake-reminders': intakeReminders,
    '20261211T090000-declared-minors': declaredMinors,
  },
};
