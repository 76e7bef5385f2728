import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';
import { statCards } from './lib/stat-shares.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATS = 'GET /profiles/admin/stats/dashboard/';
const PENDING = 'GET /profiles/admin/psychologists/?verification_status__in=PENDING,DOCUMENTS_SUBMITTED,VERIFICATION_IN_PROGRESS&limit=3';

describe('statCards', () => {
  it('rounds shares of the total', () => {
    const cards = statCards({ totalUsers: 30, verifiedUsers: 10, pendingUsers: 5, rejectedUsers: 1, clientUsers: 14 });
    expect(cards.map((c) => [c.key, c.value, c.percent])).toEqual([
      ['total', 30, null], ['verified', 10, 33], ['pending', 5, 17], ['rejected', 1, 3], ['clients', 14, 47],
    ]);
    expect(statCards({ totalUsers: 0, verifiedUsers: 0, pendingUsers: 0, rejectedUsers: 0, clientUsers: 0 }).map((c) => c.percent)).toEqual([null, 0, 0, 0, 0]);
  });
});

describe('admin home', () => {
  it('shows the counts, the quick actions and the three pending psychologists', async () => {
    stubAdminApi({
      [STATS]: { status: 200, body: { totalUsers: 30, verifiedUsers: 10, pendingUsers: 5, rejectedUsers: 1, clientUsers: 14 } },
      [PENDING]: { status: 200, body: { count: 5, results: [
        { id: 8, user: { id: 1, first_name: 'Pía', last_name: 'Lagos', email: 'pia@example.cl' }, professional_title: null, verification_status: 'DOCUMENTS_SUBMITTED', verification_status_display: 'Documentos entregados', created_at: '2026-03-01T12:00:00Z' },
      ] } },
    });
    renderAdmin('/admin/dashboard');
    const verified = await screen.findByTestId('stat-verified');
    expect(verified.textContent).toContain('10');
    expect(verified.textContent).toContain('33% del total');
    expect(screen.getByTestId('stat-clients').textContent).toContain('47% del total');
    expect(screen.getByRole('link', { name: 'Verificar psicólogos' }).getAttribute('href')).toBe('/admin/dashboard/psychologists');
    expect(screen.getByRole('link', { name: 'Ver todos los usuarios' }).getAttribute('href')).toBe('/admin/dashboard/pacients');
    expect((await screen.findByRole('link', { name: 'Revisar a Pía Lagos' })).getAttribute('href')).toBe('/admin/dashboard/psychologists/8');
    expect(screen.getByText('Documentos entregados')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver todos los psicólogos pendientes →' })).toBeTruthy();
  });

  it('says when nobody is waiting and checks again on request', async () => {
    const calls = stubAdminApi({
      [STATS]: { status: 200, body: { totalUsers: 1, verifiedUsers: 1, pendingUsers: 0, rejectedUsers: 0, clientUsers: 0 } },
      [PENDING]: { status: 200, body: { count: 0, results: [] } },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('No hay psicólogos pendientes')).toBeTruthy();
    expect(screen.getByText('¡Todos los psicólogos han sido revisados!')).toBeTruthy();
    const queueLoads = () => calls.filter((c) => c.path.startsWith('/profiles/admin/psychologists/')).length;
    const loadsBefore = queueLoads();
    await user.click(screen.getByRole('button', { name: 'Verificar nuevamente' }));
    await vi.waitFor(() => expect(queueLoads()).toBe(loadsBefore + 1));
  });

  it('shows an error state and never sample counts', async () => {
    stubAdminApi({ [STATS]: { status: 500, body: { detail: 'x' } } });
    renderAdmin('/admin/dashboard');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('No se pudieron cargar las estadísticas del dashboard')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Intentar nuevamente' })).toBeTruthy();
    expect(screen.queryByTestId('stat-total')).toBeNull();
  }, 10_000);
});
