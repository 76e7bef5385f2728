import type { DataRequest } from '@emind/contracts';

/** '5 h' under two days, then '3 días'; '< 1 h' for a request finished within the hour. */
export function formatHoursTaken(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return '< 1 h';
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} días`;
}

/** Still being worked on after its legal deadline (Ley 21.719): the admin must see it at a glance. */
export function isOverdue(request: Pick<DataRequest, 'status' | 'due_at'>, now: Date): boolean {
  return request.status === 'pending' && new Date(request.due_at).getTime() < now.getTime();
}
