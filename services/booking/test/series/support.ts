import { bearer, type Session, type TestApp } from '../helpers.ts';

/** Mondays from NOW's (2026-06-01) at 09:00, the helpers' schedule. */
export const MONDAYS = ['2026-06-01', '2026-06-08', '2026-06-15', '2026-06-22'];

export const seriesPayload = (psychologistId: number, extra: Record<string, unknown> = {}) => ({
  psychologist: psychologistId, date: '2026-06-01', start_time: '09:00', end_time: '10:00', payment_method: 'transfer', weeks: 4, ...extra,
});

export function bookSeries(t: TestApp, client: Session, psychologistId: number, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/appointments/series/', headers: bearer(client.access), payload: seriesPayload(psychologistId, extra) });
}

export function previewSeries(t: TestApp, client: Session, psychologistId: number, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ psychologist: String(psychologistId), date: '2026-06-01', start_time: '09:00', end_time: '10:00', weeks: '4', ...query });
  return t.app.inject({ method: 'GET', url: `/api/appointments/series/preview/?${params}`, headers: bearer(client.access) });
}

export function cancelFollowing(t: TestApp, client: Session, id: number) {
  return t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel-following/`, headers: bearer(client.access), payload: {} });
}
