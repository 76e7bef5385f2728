/** How often a psychologist asks a patient for a questionnaire (issue 28). */
export const measureSchedules = ['once', 'before_each_session', 'every_2_weeks', 'every_4_weeks'] as const;
export type MeasureSchedule = (typeof measureSchedules)[number];

export const measureScheduleLabels: Record<MeasureSchedule, string> = {
  once: 'Una vez',
  before_each_session: 'Antes de cada sesión',
  every_2_weeks: 'Cada 2 semanas',
  every_4_weeks: 'Cada 4 semanas',
};

/** A questionnaire before a session is due this long before it starts (and its reminder is sent then). */
export const HOURS_BEFORE_SESSION = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const periodDays: Partial<Record<MeasureSchedule, number>> = { every_2_weeks: 14, every_4_weeks: 28 };

/**
 * When the occurrence the patient owes now fell due, or null when nothing is due yet: the assignment itself for
 * 'once', the start of the current period for the periodic ones, and 24 hours before the latest session assigned
 * after for 'before_each_session'. A later occurrence replaces an unanswered earlier one.
 */
export function currentDueAt(schedule: MeasureSchedule, assignedAt: Date, now: Date, sessionStarts: readonly Date[]): Date | null {
  if (now < assignedAt) return null;
  const days = periodDays[schedule];
  if (days !== undefined) {
    const period = days * DAY_MS;
    return new Date(assignedAt.getTime() + Math.floor((now.getTime() - assignedAt.getTime()) / period) * period);
  }
  if (schedule === 'once') return assignedAt;
  const dues = sessionStarts
    .filter((start) => start > assignedAt)
    .map((start) => new Date(start.getTime() - HOURS_BEFORE_SESSION * HOUR_MS))
    .filter((due) => due <= now);
  return dues.length === 0 ? null : new Date(Math.max(...dues.map((due) => due.getTime())));
}
