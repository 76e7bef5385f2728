import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PatientLatestMeasures } from '@emind/contracts';
import { stubAgendaApi } from '../../../testing/agenda-api.ts';
import { appointmentFixture } from '../../../testing/appointment-fixture.ts';
import { renderArea } from '../../../testing/render-profile-tab.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

const latest: PatientLatestMeasures[] = [
  {
    patient: 101,
    open_flag: true,
    scores: [{ instrument: 'phq9', instrument_name: 'PHQ-9', score: 12, severity: 'moderate', severity_label: 'Moderada', answered_at: '2030-06-01T15:00:00.000Z' }],
  },
  {
    patient: 102,
    open_flag: false,
    scores: [{ instrument: 'gad7', instrument_name: 'GAD-7', score: 3, severity: 'minimal', severity_label: 'Mínima', answered_at: '2030-06-01T15:00:00.000Z' }],
  },
];
const appointments = [
  appointmentFixture(1, '2030-06-10', '10:00', 'CONFIRMED', { client_name: 'Bruno Soto' }),
  appointmentFixture(2, '2030-06-11', '10:00', 'CANCELLED', { client_name: 'Carla Díaz' }),
];
const latestCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/measures/latest/')).map((call) => call.path);

describe('Mi Agenda, latest scores', { timeout: 30_000 }, () => {
  it('shows the latest score and an open safety flag beside each upcoming session’s patient', async () => {
    const calls = stubAgendaApi(appointments, { latest });
    renderArea('/psicologo/dashboard/schedule?date=2030-06-10');
    const measures = await screen.findByTestId('agenda-latest-measures');
    expect(measures.textContent).toBe('⚠ PHQ-9: 12 · Moderada');
    expect(within(measures).getByTestId('agenda-safety-flag').getAttribute('title')).toBe('Alerta de seguridad abierta');
    const [block] = within(screen.getByTestId('agenda-day-2030-06-10')).getAllByTestId('agenda-appointment');
    expect(block!.getAttribute('aria-label')).toBe('Bruno Soto, 10:00 – 11:00, Confirmada, Alerta de seguridad abierta, PHQ-9: 12 · Moderada');
    // A cancelled session's patient is not asked about.
    expect(latestCalls(calls)).toEqual(['/measures/latest/?patients=101']);
    expect(screen.getAllByTestId('agenda-latest-measures')).toHaveLength(1);
  });

  it('shows them in the phone’s day list too', async () => {
    setViewportWidth(375);
    stubAgendaApi(appointments, { latest });
    renderArea('/psicologo/dashboard/schedule?date=2030-06-10&view=day');
    const list = await screen.findByTestId('agenda-list');
    expect((await within(list).findByTestId('agenda-latest-measures')).textContent).toBe('⚠ PHQ-9: 12 · Moderada');
  });
});
