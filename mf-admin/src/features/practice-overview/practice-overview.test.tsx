import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const home = {
  'GET /profiles/admin/stats/dashboard/': { status: 200, body: { totalUsers: 3, verifiedUsers: 1, pendingUsers: 0, rejectedUsers: 0, clientUsers: 2 } },
  'GET /profiles/admin/psychologists/': { status: 200, body: { count: 0, results: [] } },
};
/** 12 Mondays from 2026-03-16 to 2026-06-01; only the last week has bookings. */
const weeks = Array.from({ length: 12 }, (_, index) => ({
  week_start: new Date(Date.UTC(2026, 2, 16 + index * 7)).toISOString().slice(0, 10),
  platform: index === 11 ? 3 : 0,
  psychologist: index === 11 ? 1 : 0,
  platform_amount: 0,
  psychologist_amount: 0,
}));

describe('admin home: payments and bookings', () => {
  it("shows 'Pagos por verificar' linking to the payments page, and the week's figures as text", async () => {
    stubAdminApi({
      ...home,
      'GET /appointments/admin/payments-pending-count/': { status: 200, body: { count: 4, overdue: 1 } },
      'GET /appointments/admin/weekly-bookings/': { status: 200, body: { weeks } },
    });
    renderAdmin('/admin/dashboard');
    const payments = await screen.findByTestId('payments-to-verify');
    expect(await within(payments).findByText('4')).toBeTruthy();
    expect(within(payments).getByText('1 con la sesión ya iniciada')).toBeTruthy();
    expect(within(payments).getByRole('link', { name: 'Ir a pagos →' }).getAttribute('href')).toBe('/admin/dashboard/payments');

    const bookings = screen.getByTestId('weekly-bookings');
    expect(await within(bookings).findByText('4 reservas en las últimas 12 semanas')).toBeTruthy();
    const table = within(bookings).getByRole('table', { name: /Reservas por semana/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['16/03', '0', '0']);
    expect(within(rows[12] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['01/06', '3', '1']);
    expect(await within(bookings).findByRole('img', { name: 'Gráfico de reservas por semana: plataforma y psicólogos' })).toBeTruthy();
  });

  it('says when the figures cannot be loaded, and keeps the rest of the home', async () => {
    stubAdminApi({
      ...home,
      'GET /appointments/admin/payments-pending-count/': { status: 500, body: { detail: 'x' } },
      'GET /appointments/admin/weekly-bookings/': { status: 500, body: { detail: 'x' } },
    });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('No se pudo cargar el número de pagos por verificar.', {}, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText('No se pudieron cargar las reservas por semana.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verificar psicólogos' })).toBeTruthy();
  });
});
