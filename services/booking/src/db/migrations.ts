import type { ServiceMigrations } from '@emind/server-kit';
import * as weeklySchedules from './migrations/20250801T000000-weekly-schedules.ts';
import * as appointments from './migrations/20251101T000000-appointments.ts';
import * as mailAndReminders from './migrations/20251101T010000-mail-and-reminders.ts';
import * as practice from './migrations/20251201T000000-practice.ts';
import * as completedSessions from './migrations/20251210T000000-completed-sessions.ts';
import * as privacy from './migrations/20261125T000000-privacy.ts';
import * as appointmentSeries from './migrations/20261126T010000-appointment-series.ts';
import * as reschedules from './migrations/20261126T020000-reschedules.ts';
import * as timeOff from './migrations/20261126T030000-time-off.ts';
import * as waitlist from './migrations/20261126T040000-waitlist.ts';
import * as calendarFeeds from './migrations/20261126T050000-calendar-feeds.ts';
import * as directoryNotify from './migrations/20261127T100000-directory-notify.ts';
import * as bookInOneCall from './migrations/20261127T210000-book-in-one-call.ts';
import * as bookInBatches from './migrations/20261128T090000-book-in-batches.ts';
import * as bookBatchesAsSets from './migrations/20261129T090000-book-batches-as-sets.ts';
import * as erasureGuard from './migrations/20261130T110000-erasure-guard.ts';
import * as accessLogWindows from './migrations/20261130T120000-access-log-windows.ts';
import * as clinicalNoteVersions from './migrations/20261130T120000-clinical-note-versions.ts';
import * as appointmentChangesNotify from './migrations/20261130T153000-appointment-changes-notify.ts';
import * as sessionAppointments from './migrations/20261201T000000-session-appointments.ts';
import * as careSessions from './migrations/20261202T090000-care-sessions.ts';
import * as billingSessions from './migrations/20261215T090000-billing-sessions.ts';
import * as cardPayments from './migrations/20261229T100000-card-payments.ts';
import * as cardBookedMail from './migrations/20261229T110000-card-booked-mail.ts';
import * as cancellationPolicy from './migrations/20261229T200000-cancellation-policy.ts';
import * as cardRefunds from './migrations/20261229T300000-card-refunds.ts';
import * as appointmentRefundAmount from './migrations/20261230T200000-appointment-refund-amount.ts';
import * as cancellationsKept from './migrations/20261231T100000-cancellations-kept.ts';
import * as seriesThroughBookEach from './migrations/20270101T090000-series-through-book-each.ts';
import * as paymentDueReminders from './migrations/20270102T090000-payment-due-reminders.ts';

export const bookingMigrations: ServiceMigrations = {
  schema: 'booking',
  migrations: {
    '20250801T000000-weekly-schedules': weeklySchedules,
    '20251101T000000-appointments': appointments,
    '20251101T010000-mail-and-reminders': mailAndReminders,
    '20251201T000000-practice': practice,
    '20251210T000000-completed-sessions': completedSessions,
    '20261125T000000-privacy': privacy,
    '20261126T010000-appointment-series': appointmentSeries,
    '20261126T020000-reschedules': reschedules,
    '20261126T030000-time-off': timeOff,
    '20261126T040000-waitlist': waitlist,
    '20261126T050000-calendar-feeds': calendarFeeds,
    '20261127T100000-directory-notify': directoryNotify,
    '20261127T210000-book-in-one-call': bookInOneCall,
    '20261128T090000-book-in-batches': bookInBatches,
    '20261129T090000-book-batches-as-sets': bookBatchesAsSets,
    '20261130T110000-erasure-guard': erasureGuard,
    '20261130T120000-access-log-windows': accessLogWindows,
    '20261130T120000-clinical-note-versions': clinicalNoteVersions,
    '20261130T153000-appointment-changes-notify': appointmentChangesNotify,
    '20261201T000000-session-appointments': sessionAppointments,
    '20261202T090000-care-sessions': careSessions,
    '20261215T090000-billing-sessions': billingSessions,
    '20261229T100000-card-payments': cardPayments,
    '20261229T110000-card-booked-mail': cardBookedMail,
    '20261229T200000-cancellation-policy': cancellationPolicy,
    '20261229T300000-card-refunds': cardRefunds,
    '20261230T200000-appointment-refund-amount': appointmentRefundAmount,
    '20261231T100000-cancellations-kept': cancellationsKept,
    '20270101T090000-series-through-book-each': seriesThroughBookEach,
    '20270102T090000-payment-due-reminders': paymentDueReminders,
  },
};
