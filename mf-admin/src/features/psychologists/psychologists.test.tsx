import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = { id: 5, user: { id: 2, first_name: 'Tomás', last_name: 'Vera', email: 'tomas@example.cl' }, profile_image: null, professional_title: 'Psicólogo Clínico', verification_status: 'VERIFIED', verification_status_display: 'Verificado', created_at: '2026-01-05T10:00:00Z', specialties: [] };

describe('admin psychologist list', () => {
  it('maps the status filter and the search to the query, counts results and clears', async () => {
    const calls = stubAdminApi({ 'GET /profiles/admin/psychologists/': { status: 200, body: { count: 1, results: [item] } } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/psychologists');
    expect(await screen.findByText('1 psicólogo(s) encontrado(s)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver detalle' }).getAttribute('href')).toBe('/admin/dashboard/psychologists/5');
    expect([...(screen.getByLabelText('Estado') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Todos', 'Verificado', 'Pendiente', 'Rechazado']);

    await user.selectOptions(screen.getByLabelText('Estado'), 'pending');
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/profiles/admin/psychologists/?verification_status__in=PENDING%2CDOCUMENTS_SUBMITTED%2CVERIFICATION_IN_PROGRESS'));
    await user.selectOptions(screen.getByLabelText('Estado'), 'rejected');
    await user.type(screen.getByLabelText('Buscar'), 'tom');
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/profiles/admin/psychologists/?search=tom&verification_status=REJECTED'));
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/profiles/admin/psychologists/'));
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('');
  });

  it('shows the list error', async () => {
    stubAdminApi({ 'GET /profiles/admin/psychologists/': { status: 403, body: { detail: 'No' } } });
    renderAdmin('/admin/dashboard/psychologists');
    expect(await screen.findByText('Error al cargar la lista de psicólogos')).toBeTruthy();
    expect(screen.getByText('No tienes permisos para acceder a este recurso')).toBeTruthy();
  });
});
