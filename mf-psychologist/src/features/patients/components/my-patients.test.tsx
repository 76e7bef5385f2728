import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientDetail } from '@emind/contracts';
import { patientFixture } from '@emind/web-patients/testing';
import { renderArea, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

const LIST = 'GET /appointments/psychologist_patients/';
const patients = [
  patientFixture(11, 'Bruno', 'Soto', { total_appointments: 2, next_appointment_date: '2026-06-10', rut: '12.345.678-5' }),
  patientFixture(12, 'Ana', 'Muñoz', { total_appointments: 1, last_appointment_date: '2026-05-02' }),
];
const detail: PatientDetail = {
  ...patients[1]!,
  phone: '+56 9 1234 5678',
  sessions: [
    {
      id: 5, code: 'EM-000005', date: '2026-05-02', start_time: '10:00', end_time: '11:00', starts_at: '2026-05-02T14:00:00.000Z',
      status: 'COMPLETED', status_display: 'Completada', payment_amount: 30000, client_notes: 'Quiero hablar del trabajo.',
      psychologist_notes: 'Trabajamos respiración.\nTarea: registro diario.',
    },
    {
      id: 4, code: 'EM-000004', date: '2026-04-25', start_time: '10:00', end_time: '11:00', starts_at: '2026-04-25T14:00:00.000Z',
      status: 'NO_SHOW', status_display: 'No asistió', payment_amount: 30000, client_notes: '', psychologist_notes: '',
    },
  ],
};

describe('Mis Pacientes', { timeout: 30_000 }, () => {
  it('lists the psychologist’s patients with the count, search and a link to each detail', async () => {
    stubPsychologistApi({ [LIST]: patients, 'GET /appointments/psychologist_patients/12/': detail });
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard/patients');
    expect(await screen.findByRole('heading', { name: 'Mis Pacientes' })).toBeTruthy();
    expect(await screen.findByText('2 paciente(s) de 2 total')).toBeTruthy();
    expect(screen.getAllByTestId('patient-row').map((row) => within(row).getAllByText(/\w+ \w+/)[0]!.textContent)).toEqual(['Bruno Soto', 'Ana Muñoz']);
    // Calendar dates stay the same day in Chile (UTC midnight would be the evening before there).
    expect(within(screen.getAllByTestId('patient-row')[0]!).getByText('10 de junio de 2026')).toBeTruthy();
    expect(within(screen.getAllByTestId('patient-row')[1]!).getByText('2 de mayo de 2026')).toBeTruthy();
    await user.type(screen.getByLabelText('Buscar paciente'), '12.345');
    expect(await screen.findByText('1 paciente(s) de 2 total')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await user.click(await screen.findByRole('link', { name: 'Ver detalle de Ana Muñoz' }));
    expect(await screen.findByRole('heading', { name: 'Ana Muñoz' })).toBeTruthy();
    expect(screen.getAllByTestId('patient-session')).toHaveLength(2);
  });

  it('marks a patient inactive in the psychologist’s own list only', async () => {
    const calls = stubPsychologistApi({
      [LIST]: patients,
      'PATCH /appointments/psychologist_patients/12/status/': { ...detail, user: { ...detail.user, is_active: false } },
    });
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard/patients');
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Ana Muñoz' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Su cuenta no cambia');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('button', { name: 'Activar a Ana Muñoz' })).toBeTruthy();
    expect(await screen.findByText('Paciente marcado como inactivo')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(['/appointments/psychologist_patients/12/status/']);
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(375);
    stubPsychologistApi({ [LIST]: patients });
    renderArea('/psicologo/dashboard/patients');
    await screen.findByText('2 paciente(s) de 2 total');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByTestId('patient-row')).toHaveLength(2);
  });
});

describe('Patient detail', { timeout: 30_000 }, () => {
  it('shows the sessions with this psychologist and the notes of each', async () => {
    stubPsychologistApi({ 'GET /appointments/psychologist_patients/12/': detail });
    renderArea('/psicologo/dashboard/patients/12');
    expect(await screen.findByRole('heading', { name: 'Ana Muñoz' })).toBeTruthy();
    expect(screen.getByText('ana@example.cl · +56 9 1234 5678')).toBeTruthy();
    const sessions = screen.getAllByTestId('patient-session');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.textContent).toContain('2 de mayo de 2026, 10:00 – 11:00');
    expect(sessions[0]!.textContent).toContain('Completada');
    expect(within(sessions[0]!).getByText(/Trabajamos respiración\./).textContent).toBe('Trabajamos respiración.\nTarea: registro diario.');
    expect(sessions[0]!.textContent).toContain('Quiero hablar del trabajo.');
    expect(sessions[1]!.textContent).toContain('Sin notas.');
    expect(screen.getByRole('link', { name: '← Volver a Mis Pacientes' }).getAttribute('href')).toBe('/psicologo/dashboard/patients');
  });

  it('says when the patient never booked with this psychologist', async () => {
    stubPsychologistApi({ 'GET /appointments/psychologist_patients/99/': () => ({ status: 404, body: { detail: 'Paciente no encontrado' } }) });
    renderArea('/psicologo/dashboard/patients/99');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Paciente no encontrado'));
  });
});
