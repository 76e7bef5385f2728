import { vi } from 'vitest';
import type { Appointment, ClinicalNoteVersion, PatientLatestMeasures } from '@emind/contracts';
import type { ScheduleConfig } from '@emind/domain';
import type { RecordedCall } from '@emind/web-account/testing';
import { readFetchCall } from '@emind/web-api/testing';
import { stubPsychologistApi, type Reply } from './render-profile-tab.tsx';

/**
 * Answers the agenda's calls as the server would: the appointments within ?start_date…end_date, the weekly
 * schedule, each appointment's note versions (none unless given), the asked patients' `latest` measures (none unless
 * given), and each PATCH through `onPatch` (404 without it).
 */
export function stubAgendaApi(
  appointments: Appointment[],
  { schedule = {}, onPatch, noteVersions = {}, latest = [] }: {
    schedule?: ScheduleConfig;
    onPatch?: (call: RecordedCall) => Reply;
    noteVersions?: Record<number, ClinicalNoteVersion[]>;
    latest?: PatientLatestMeasures[];
  } = {},
): RecordedCall[] {
  const versions = Object.fromEntries(appointments.map((appointment) => [`GET /appointments/${appointment.id}/notes/`, noteVersions[appointment.id] ?? []]));
  const calls = stubPsychologistApi({ 'GET /schedules/psychologist_schedule/': { schedule_config: schedule }, ...versions });
  const fallback = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { method, url, path, body } = await readFetchCall(input, init);
    if (url.pathname === '/api/appointments/my-appointments/') {
      calls.push({ method, path, body: null });
      const from = url.searchParams.get('start_date') ?? '';
      const to = url.searchParams.get('end_date') ?? '';
      return Response.json(appointments.filter((appointment) => appointment.date >= from && appointment.date <= to));
    }
    if (url.pathname === '/api/measures/latest/') {
      calls.push({ method, path, body: null });
      const asked = (url.searchParams.get('patients') ?? '').split(',').map(Number);
      return Response.json({ results: latest.filter((result) => asked.includes(result.patient)) });
    }
    if (method === 'PATCH' && onPatch) {
      const call = { method, path, body };
      calls.push(call);
      const reply = onPatch(call) ?? { status: 404, body: { detail: 'No encontrado' } };
      return Response.json(reply.body, { status: reply.status });
    }
    return fallback(input, init);
  });
  return calls;
}
