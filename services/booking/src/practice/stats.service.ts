import type { AdminPendingPayments, AdminWeeklyBookings, PsychologistStats, PsychologistWeeklySessions } from '@emind/contracts';
import { appointmentStatusLabels, chileToday } from '@emind/domain';
import type { AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { findAppointments } from '../appointments/appointments.repository.ts';
import { peopleByProfile } from '../appointments/people.repository.ts';
import { readAndRecord, recordPatientsShown } from '../privacy/access.ts';
import { bookingWeeks, psychologistCounts, psychologistWeeks, uploadedPayments } from './stats.repository.ts';
import { mondayOf, sundayOf, weekStarts } from './weeks.ts';

const UPCOMING_LIMIT = 5;
const PAST_WEEKS = 12;
const FUTURE_WEEKS = 4;

/** The psychologist's home: the figures, and the next sessions with their patients' names (an 'agenda' read). */
export function psychologistStats(ctx: BookingContext, psychologist: AuthUser): Promise<PsychologistStats> {
  return readAndRecord(ctx, (inRead) => statsIn(inRead, psychologist));
}

async function statsIn(ctx: BookingContext, psychologist: AuthUser): Promise<PsychologistStats> {
  const now = ctx.now();
  const [counts, scheduled] = await Promise.all([
    psychologistCounts(ctx.db, psychologist.profileId),
    findAppointments(ctx.db, { psychologistId: psychologist.profileId, statuses: ['PAYMENT_VERIFIED', 'CONFIRMED'], fromDate: chileToday(now) }),
  ]);
  const upcoming = scheduled.filter((record) => new Date(record.ends_at).getTime() > now.getTime()).slice(0, UPCOMING_LIMIT);
  const people = await peopleByProfile(ctx.db, [...new Set(upcoming.map((record) => record.client_id))]);
  await recordPatientsShown(ctx, psychologist, [...people.values()].map((person) => ({ userId: person.user_id })), { list: 'agenda' });
  return {
    totalAppointments: counts.total,
    completedAppointments: counts.completed,
    pendingPaymentAppointments: counts.pending_payment,
    activeClients: counts.active_clients,
    upcomingAppointments: upcoming.map((record) => {
      const client = people.get(record.client_id);
      return {
        id: record.id,
        client_name: client ? `${client.first_name} ${client.last_name}`.trim() : '',
        date: record.date,
        start_time: record.start_time,
        status: record.status,
        status_display: appointmentStatusLabels[record.status],
      };
    }),
  };
}

export async function psychologistWeeklySessions(ctx: BookingContext, psychologist: AuthUser): Promise<PsychologistWeeklySessions> {
  const today = chileToday(ctx.now());
  const current = mondayOf(today);
  const weeks = weekStarts(today, PAST_WEEKS, FUTURE_WEEKS);
  const rows = await psychologistWeeks(ctx.db, psychologist.profileId, weeks[0] ?? current, sundayOf(weeks.at(-1) ?? current));
  const byWeek = new Map(rows.map((row) => [row.week_start, row]));
  return {
    weeks: weeks.map((week_start) => {
      const row = byWeek.get(week_start);
      const [completed, no_show, scheduled] = [row?.completed ?? 0, row?.no_show ?? 0, row?.scheduled ?? 0];
      return {
        week_start,
        is_current: week_start === current,
        is_future: week_start > current,
        total: completed + no_show + scheduled,
        completed,
        no_show,
        scheduled,
      };
    }),
  };
}

export async function adminWeeklyBookings(ctx: BookingContext): Promise<AdminWeeklyBookings> {
  const weeks = weekStarts(chileToday(ctx.now()), PAST_WEEKS, 0);
  const rows = await bookingWeeks(ctx.db, weeks[0] ?? mondayOf(chileToday(ctx.now())));
  const byWeek = new Map(rows.map((row) => [row.week_start, row]));
  return {
    weeks: weeks.map((week_start) => {
      const row = byWeek.get(week_start);
      return {
        week_start,
        platform: row?.platform ?? 0,
        psychologist: row?.psychologist ?? 0,
        platform_amount: row?.platform_amount ?? 0,
        psychologist_amount: row?.psychologist_amount ?? 0,
      };
    }),
  };
}

export async function adminPendingPayments(ctx: BookingContext): Promise<AdminPendingPayments> {
  return uploadedPayments(ctx.db, ctx.now());
}
