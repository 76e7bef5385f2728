import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assignment, Intake, PatientDetail, PatientMeasures } from '@emind/contracts';
import { patientFixture } from '@emind/web-patients/testing';
import { emptyMeasures, responseFixture } from '../../../testing/measures-fixtures.ts';
import { renderArea, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail: PatientDetail = { ...patientFixture(12, 'Ana', 'Muñoz'), phone: null, sessions: [] };
const DETAIL = 'GET /appointments/psychologist_patients/12/';
const MEASURES = 'GET /measures/patients/12/';
const assignment = (id: number, instrument: 'phq9' | 'gad7', schedule: Assignment['schedule'], schedule_display: string): Assignment => ({
  id, patient: 12, instrument, schedule, schedule_display, created_at: '2026-05-02T15:00:00.000Z',
});

async function openPatient() {
  renderArea('/psicologo/dashboard/patients/12');
  expect(await screen.findByRole('heading', { name: 'Cuestionarios' })).toBeTruthy();
}

describe('Cuestionarios in the patient detail', { timeout: 30_000 }, () => {
  it('assigns a questionnaire, shows the server’s refusal, and removes one after asking', async () => {
    let measures: PatientMeasures = { ...emptyMeasures(12), assignments: [assignment(7, 'gad7', 'once', 'Una vez')] };
    const calls = stubPsychologistApi({
      [DETAIL]: detail,
      [MEASURES]: () => ({ status: 200, body: measures }),
      'POST /measures/assignments/': (call) => {
        const body = call.body as { instrument: 'phq9' | 'gad7' };
        if (measures.assignments.some((running) => running.instrument === body.instrument)) {
          return { status: 409, body: { detail: 'Este cuestionario ya está asignado a este paciente' } };
        }
        const created = assignment(8, body.instrument, 'every_2_weeks', 'Cada 2 semanas');
        measures = { ...measures, assignments: [...measures.assignments, created] };
        return { status: 201, body: created };
      },
      'DELETE /measures/assignments/7/': () => {
        measures = { ...measures, assignments: measures.assignments.filter((running) => running.id !== 7) };
        return { status: 204, body: null };
      },
    });
    const user = userEvent.setup();
    await openPatient();
    const form = await screen.findByRole('form', { name: 'Asignar cuestionario' });
    await user.selectOptions(within(form).getByLabelText('Frecuencia'), 'Cada 2 semanas');
    await user.click(within(form).getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(within(screen.getByTestId('assignment-list')).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByTestId('assignment-list').textContent).toContain('PHQ-9 · Cada 2 semanas');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ patient: 12, instrument: 'phq9', schedule: 'every_2_weeks' });

    await user.click(within(form).getByRole('button', { name: 'Asignar' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Este cuestionario ya está asignado a este paciente');

    await user.click(screen.getByRole('button', { name: 'Quitar GAD-7' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('sus respuestas quedan en el historial');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Quitar GAD-7' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/measures/assignments/7/']);
  });

  it('shows an open safety flag first, with its date, until it is marked reviewed', async () => {
    let measures: PatientMeasures = { ...emptyMeasures(12), open_flags: [{ id: 3, response: 9, raised_at: '2026-05-02T15:00:00.000Z' }] };
    const calls = stubPsychologistApi({
      [DETAIL]: detail,
      [MEASURES]: () => ({ status: 200, body: measures }),
      'POST /measures/flags/3/review/': () => {
        measures = emptyMeasures(12);
        return { status: 204, body: null };
      },
    });
    const user = userEvent.setup();
    await openPatient();
    const flag = await screen.findByTestId('safety-flag');
    expect(flag.getAttribute('role')).toBe('alert');
    expect(flag.textContent).toContain('El paciente indicó pensamientos de muerte o de hacerse daño (PHQ-9, pregunta 9)');
    expect(flag.textContent).toContain('2 de mayo de 2026');
    await user.click(within(flag).getByRole('button', { name: 'Marcar como revisado' }));
    await waitFor(() => expect(screen.queryByTestId('safety-flag')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/measures/flags/3/review/']);
  });

  it('draws each questionnaire’s scores with a table of date, score and severity', async () => {
    // happy-dom's IntersectionObserver never reports the chart near the screen; without one it draws at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    stubPsychologistApi({
      [DETAIL]: detail,
      [MEASURES]: {
        ...emptyMeasures(12),
        responses: [
          responseFixture(1, 'phq9', [2, 2, 2, 2, 2, 1, 1, 1, 0], '2026-04-18T15:00:00.000Z'),
          responseFixture(2, 'phq9', [1, 1, 1, 1, 1, 0, 0, 0, 0], '2026-05-02T15:00:00.000Z'),
        ],
        session_starts: ['2026-04-20T14:00:00.000Z'],
      },
    });
    await openPatient();
    const progress = await screen.findByTestId('score-progress-phq9');
    expect(screen.queryByTestId('score-progress-gad7')).toBeNull();
    expect(await within(progress).findByRole('img', { name: /Gráfico de puntajes del PHQ-9/ })).toBeTruthy();
    const rows = within(within(progress).getByTestId('score-table')).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['2 de mayo de 20265Leve', '18 de abril de 202613Moderada']);
  });

  it('shows the intake read-only, or says it is not filled yet', async () => {
    const intake: Intake = {
      patient: 12, reason: 'Ansiedad en el trabajo', previous_therapy: true, medication: '', birth_date: '1990-03-04',
      emergency_contact: { name: 'Pedro Muñoz', relation: 'Hermano', phone: '+56 9 8765 4321' },
      online_consent_version: '2026-11-27', online_consent_accepted_at: '2026-05-01T15:00:00.000Z', updated_at: '2026-05-01T15:00:00.000Z',
    };
    stubPsychologistApi({ [DETAIL]: detail, 'GET /intake/12/': intake });
    await openPatient();
    const shown = await screen.findByTestId('patient-intake');
    expect(shown.textContent).toContain('Ansiedad en el trabajo');
    expect(shown.textContent).toContain('Pedro Muñoz (Hermano) · +56 9 8765 4321');
    expect(shown.textContent).toContain('4 de marzo de 1990');
    cleanup();

    stubPsychologistApi({ [DETAIL]: detail });
    await openPatient();
    expect(await screen.findByText('El paciente aún no completa su ficha de ingreso')).toBeTruthy();
  });
});
