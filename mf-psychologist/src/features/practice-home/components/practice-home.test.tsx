import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PsychologistStats, PsychologistWeek } from '@emind/contracts';
import { renderArea, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATS = 'GET /appointments/psychologist-stats/';
const WEEKS = 'GET /appointments/psychologist-weekly-sessions/';
const stats: PsychologistStats = {
  totalAppointments: 9, completedAppointments: 4, pendingPaymentAppointments: 2, activeClients: 3,
  upcomingAppointments: [
    { id: 1, client_name: 'Bruno Soto', date: '2026-06-08', start_time: '10:00', status: 'CONFIRMED', status_display: 'Confirmada' },
    { id: 2, client_name: 'Carla Díaz', date: '2026-06-09', start_time: '15:30', status: 'PAYMENT_VERIFIED', status_display: 'Pago verificado' },
  ],
};
/** 16 Mondays from 2026-03-02: 12 up to this week (the 12th), then 4 ahead. */
const weeks: PsychologistWeek[] = Array.from({ length: 16 }, (_, index) => ({
  week_start: new Date(Date.UTC(2026, 2, 2 + index * 7)).toISOString().slice(0, 10),
  is_current: index === 11,
  is_future: index > 11,
  completed: index < 11 ? 1 : 0,
  no_show: index === 3 ? 1 : 0,
  scheduled: index >= 11 ? 2 : 0,
  total: (index < 11 ? 1 : 0) + (index === 3 ? 1 : 0) + (index >= 11 ? 2 : 0),
}));

describe('psychologist home', { timeout: 30_000 }, () => {
  it('shows the stats, the quick actions and the upcoming appointments', async () => {
    stubPsychologistApi({ [STATS]: stats, [WEEKS]: { weeks } });
    renderArea('/psicologo/dashboard');
    expect((await screen.findByTestId('stat-totalAppointments')).textContent).toBe('9');
    const card = screen.getByTestId('practice-stats');
    for (const [key, value, label] of [['completedAppointments', '4', 'Completadas'], ['pendingPaymentAppointments', '2', 'Pendientes'], ['activeClients', '3', 'Pacientes activos']]) {
      expect(screen.getByTestId(`stat-${key}`).textContent).toBe(value);
      expect(within(card).getByText(label!)).toBeTruthy();
    }
    // The cards show once the verification status is known (the home holds them under a placeholder until then).
    expect((await screen.findByRole('link', { name: 'Gestionar citas' })).getAttribute('href')).toBe('/psicologo/dashboard/schedule');
    expect(screen.getByRole('link', { name: 'Ver pacientes' }).getAttribute('href')).toBe('/psicologo/dashboard/patients');
    const upcoming = screen.getAllByTestId('upcoming-appointment');
    expect(upcoming.map((row) => row.textContent)).toEqual(['Bruno Sotolun, 8 jun · 10:00Confirmada', 'Carla Díazmar, 9 jun · 15:30Pago verificado']);
    expect(screen.getByRole('link', { name: 'Ver todas las citas →' }).getAttribute('href')).toBe('/psicologo/dashboard/schedule');
  });

  it('charts the sessions per week, with the figures as text', async () => {
    // happy-dom's IntersectionObserver never reports the card near the screen; without one the chart draws at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    stubPsychologistApi({ [STATS]: stats, [WEEKS]: { weeks } });
    renderArea('/psicologo/dashboard');
    const card = await screen.findByTestId('weekly-sessions');
    expect(await within(card).findByText('14 sesiones en las últimas 12 semanas · 8 en las próximas 4')).toBeTruthy();
    const rows = within(await within(card).findByRole('table', { name: /Sesiones por semana/ })).getAllByRole('row');
    expect(rows).toHaveLength(17);
    expect(within(rows[4]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['23/03', '1', '1', '0']);
    expect(within(rows[12]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Esta semana', '0', '0', '2']);
    expect(await within(card).findByRole('img', { name: 'Gráfico de sesiones por semana: completadas, no asistidas y agendadas' })).toBeTruthy();
  });

  it('shows the empty state, and the load failure', async () => {
    stubPsychologistApi({ [STATS]: { ...stats, upcomingAppointments: [] }, [WEEKS]: { weeks } });
    renderArea('/psicologo/dashboard');
    expect(await screen.findByText('No hay citas próximas')).toBeTruthy();
    expect(screen.getByText('Tu agenda está libre por ahora')).toBeTruthy();
    cleanup();
    stubPsychologistApi({ [STATS]: () => ({ status: 500, body: { detail: 'x' } }), [WEEKS]: () => ({ status: 500, body: { detail: 'x' } }) });
    renderArea('/psicologo/dashboard');
    expect(await screen.findByText('No se pudieron cargar los datos. Intenta nuevamente.')).toBeTruthy();
    expect(await screen.findByText('No se pudieron cargar las sesiones por semana.')).toBeTruthy();
  });
});
