import type { SeriesDateStatus } from '@emind/contracts';
import { seriesDateReasonLabels, type SeriesDatePlan, type SeriesDateReason } from '@emind/domain';
import type { HeldRange } from './series.repository.ts';

/** The span every planned session of a series lies in (null when no date has an existing hour). */
export function seriesSpan(plan: readonly SeriesDatePlan[]): { from: Date; to: Date } | null {
  const instants = plan.flatMap((entry) => (entry.startsAt && entry.endsAt ? [entry.startsAt.getTime(), entry.endsAt.getTime()] : []));
  return instants.length === 0 ? null : { from: new Date(Math.min(...instants)), to: new Date(Math.max(...instants)) };
}

/** Each planned date as free or not, and why: the schedule's reason first, then the client's own session, then another's. */
export function seriesStatuses(plan: readonly SeriesDatePlan[], held: readonly HeldRange[], clientId: number): SeriesDateStatus[] {
  return plan.map((entry) => {
    let reason: SeriesDateReason | null = entry.reason;
    if (reason === null && entry.startsAt && entry.endsAt) {
      const { startsAt, endsAt } = entry;
      const overlapping = held.filter((range) => range.starts_at < endsAt && startsAt < range.ends_at);
      if (overlapping.some((range) => range.client_id === clientId)) reason = 'client_busy';
      else if (overlapping.length > 0) reason = 'taken';
    }
    return {
      date: entry.date,
      starts_at: entry.startsAt?.toISOString() ?? null,
      free: reason === null,
      reason,
      reason_display: reason ? seriesDateReasonLabels[reason] : null,
    };
  });
}
