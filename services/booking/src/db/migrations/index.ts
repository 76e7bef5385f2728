import type { ServiceMigrations } from '@emind/server-kit';
import * as weeklySchedules from './20250801T000000-weekly-schedules.ts';
import * as appointments from './20251101T000000-appointments.ts';
import * as mailAndReminders from './20251101T010000-mail-and-reminders.ts';
import * as practice from './20251201T000000-practice.ts';
import * as completedSessions from './20251210T000000-completed-sessions.ts';

export const bookingMigrations: ServiceMigrations = {
  schema: 'booking',
  migrations: {
    '20250801T000000-weekly-schedules': weeklySchedules,
    '20251101T000000-appointments': appointments,
    '20251101T010000-mail-and-reminders': mailAndReminders,
    '20251201T000000-practice': practice,
    '20251210T000000-completed-sessions': completedSessions,
  },
};
