import { vi } from 'vitest';
import type { Appointment } from '@emind/contracts';
import type { ScheduleConfig } from '@emind/domain';
import type { RecordedCall } from '@emind/web-account/testing';
import { stubPsychologistApi, type Reply } from './render-profile-tab.tsx';

/**
 * Answers the agenda's calls as the server would: the appointments within ?start_date…end_date, the weekly
 * schedule, and each PATCH through `onPatch` (404 without it).
 */
export function stubAgendaApi(
  appointments: Appointment[],
  { schedule = {}, onPatch }: { schedule?: ScheduleConfig; onPatch?: (call: RecordedCall) => Reply } = {},
): RecordedCall[] {
  const calls = stubPsychologistApi({ 'GET /schedules/psychologist_schedule/': { schedule_config: schedule } });
  const fallback = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/appointments/my-appointments/') {
      calls.push({ method: 'GET', path: `${path}${url.search}`, body: null });
      const from = url.searchParams.get('start_date') ?? '';
      const to = url.searchParams.get('end_date') ?? '';
      const body = appointments.filter((appointment) => appointment.date >= from && appointment.date <= to);
      return Response.json(body);
    }
    if (init.method === 'PATCH' && onPatch) {
      const call = { method: 'PATCH', path, body: JSON.parse(String(init.body)) as unknown };
      calls.push(call);
      const reply = onPatch(call) ?? { status: 404, body: { detail: 'No encontrado' } };
      return Response.json(reply.body, { status: reply.status });
    }
    return fallback(input, init);
  });
  return calls;
}
