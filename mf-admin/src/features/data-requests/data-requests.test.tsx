import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';
import { dataRequestFixture, pageOf, partsDone } from '../../testing/privacy-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /admin/data-requests/';
const ROUTE = '/admin/dashboard/solicitudes-datos';
const requests = [
  dataRequestFixture(1, {
    kind: 'erasure', kind_display: 'Eliminación de cuenta', user_email: 'vencida@example.cl', due_at: '2026-01-10T13:00:00Z', requested_at: '2025-12-11T13:00:00Z',
  }),
  dataRequestFixture(2, {
    status: 'ready', status_display: 'Lista para descargar', user_type: 'psychologist', completed_at: '2026-11-20T18:00:00Z', hours_taken: 5,
    parts: partsDone('identity', 'catalogue', 'booking', 'reviews'),
  }),
  dataRequestFixture(3, {
    kind: 'erasure', kind_display: 'Eliminación de cuenta', status: 'done', status_display: 'Completada', due_at: '2026-01-10T13:00:00Z',
    completed_at: '2026-01-20T13:00:00Z', hours_taken: 24 * 40, parts: partsDone('identity', 'catalogue', 'booking', 'reviews'),
  }),
];
const row = (id: number) => screen.getByRole('row', { name: `Solicitud ${id}` });
const lists = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/admin/data-requests/')).map((call) => call.path);

describe("admin 'Solicitudes de datos'", { timeout: 30_000 }, () => {
  it('lists every request with its deadline, time taken and services ready, and offers no way to cancel one', async () => {
    stubAdminApi({ [LIST]: { status: 200, body: pageOf(requests) } });
    renderAdmin(ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes de datos' })).toBeTruthy();
    await screen.findAllByTestId('data-request-row');
    for (const column of ['Solicitud', 'Persona', 'Solicitada', 'Plazo legal', 'Estado', 'Completada', 'Tiempo', 'Servicios listos']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const late = within(row(1));
    expect(late.getByText('Eliminación de cuenta')).toBeTruthy();
    expect(late.getByText('vencida@example.cl')).toBeTruthy();
    expect(late.getByText('Paciente')).toBeTruthy();
    expect(late.getByText('10 de enero de 2026 a las 10:00')).toBeTruthy();
    expect(late.getByText('En preparación')).toBeTruthy();
    expect(late.getByText('Vencida')).toBeTruthy();
    expect(late.getByText('2 de 9').getAttribute('title')).toBe('Cuenta y perfil, Citas');

    const ready = within(row(2));
    expect(ready.getByText('Psicólogo')).toBeTruthy();
    expect(ready.getByText('5 h')).toBeTruthy();
    expect(ready.getByText('4 de 9').getAttribute('title')).toBe('Cuenta y perfil, Perfil profesional, Citas, Reseñas');
    expect(ready.queryByText('Vencida')).toBeNull();
    // Finished late is history, not an alarm.
    expect(within(row(3)).queryByText('Vencida')).toBeNull();
    expect(within(row(3)).getByText('40 días')).toBeTruthy();

    expect(screen.queryByRole('button', { name: /cancelar/i })).toBeNull();
    for (const id of [1, 2, 3]) expect(within(row(id)).queryByRole('button')).toBeNull();
  });

  it('counts and names the parts as the answer lists them, not from a list of its own', async () => {
    const parts = [{ service: 'identity', label: 'Cuenta y perfil', done: true }, { service: 'notes', label: 'Notas', done: true }, { service: 'booking', label: 'Citas', done: false }];
    stubAdminApi({ [LIST]: { status: 200, body: pageOf([dataRequestFixture(1, { parts })]) } });
    renderAdmin(ROUTE);
    await screen.findAllByTestId('data-request-row');
    expect(within(row(1)).getByText('2 de 3').getAttribute('title')).toBe('Cuenta y perfil, Notas');
  });

  it('filters by kind and status from page 1, and pages through the results', async () => {
    const calls = stubAdminApi({
      [LIST]: (call) => {
        const page = Number(new URLSearchParams(call.path.split('?')[1]).get('page'));
        return { status: 200, body: pageOf([dataRequestFixture(page * 10)], page, 120, 50) };
      },
    });
    const user = userEvent.setup();
    renderAdmin(ROUTE);
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Solicitud 20' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Tipo de solicitud'), 'erasure');
    await waitFor(() => expect(lists(calls).at(-1)).toBe('/admin/data-requests/?kind=erasure&page=1'));
    await user.selectOptions(screen.getByLabelText('Estado'), 'pending');
    await waitFor(() => expect(lists(calls).at(-1)).toBe('/admin/data-requests/?kind=erasure&status=pending&page=1'));
    await user.selectOptions(screen.getByLabelText('Tipo de solicitud'), '');
    await waitFor(() => expect(lists(calls).at(-1)).toBe('/admin/data-requests/?status=pending&page=1'));
    expect(lists(calls).slice(0, 2)).toEqual(['/admin/data-requests/?page=1', '/admin/data-requests/?page=2']);
  });

  it('says when there are no requests, with no pagination', async () => {
    stubAdminApi({ [LIST]: { status: 200, body: pageOf([]) } });
    renderAdmin(ROUTE);
    expect(await screen.findByText('No hay solicitudes de datos.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Páginas de solicitudes' })).toBeNull();
  });

  it('shows a failed load with Reintentar, which loads again', async () => {
    let fail = true;
    stubAdminApi({ [LIST]: () => (fail ? { status: 500, body: { detail: 'Error interno del servidor' } } : { status: 200, body: pageOf(requests) }) });
    const user = userEvent.setup();
    renderAdmin(ROUTE);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudieron cargar las solicitudes de datos')).toBeTruthy();
    expect(within(alert).getByText('Error 500: Error interno del servidor')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('data-request-row')).toHaveLength(3);
  });
});
