import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@emind/contracts';
import type { RecordedCall } from '@emind/web-account/testing';
import { renderAdmin, stubAdminApi } from '../../testing/admin-api.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const review = (id: number, status: Review['status']): Review => ({
  id, appointment: id + 100, rating: 4, comment: `Comentario ${id}`, status, status_display: { PENDING: 'Pendiente', APPROVED: 'Aprobada', REJECTED: 'Rechazada' }[status],
  created_at: '2026-05-10T12:00:00Z', patient_name: `Paciente ${id}`, psychologist_name: 'Valentina Rojas', appointment_date: '2026-05-08', signature: 'first_name_initial', public_name: `Paciente ${id}`,
});

/** A server that keeps its reviews: PATCH moves them, DELETE removes them, GET filters by status. */
function stubServer(initial: Review[]) {
  let reviews = [...initial];
  const answer = (call: RecordedCall) => {
    const id = Number(call.path.match(/reviews\/(\d+)\//)?.[1]);
    if (call.method === 'PATCH') {
      const status = (call.body as { status: Review['status'] }).status;
      reviews = reviews.map((row) => (row.id === id ? { ...row, status } : row));
      return { status: 200, body: reviews.find((row) => row.id === id) };
    }
    if (call.method === 'DELETE') {
      reviews = reviews.filter((row) => row.id !== id);
      return { status: 204, body: null };
    }
    const status = new URLSearchParams(call.path.split('?')[1] ?? '').get('status');
    return { status: 200, body: { results: reviews.filter((row) => !status || row.status === status) } };
  };
  return stubAdminApi({
    'GET /comments/admin/reviews/': answer,
    'PATCH /comments/admin/reviews/1/': answer,
    'PATCH /comments/admin/reviews/2/': answer,
    'DELETE /comments/admin/reviews/3/': answer,
  });
}

describe("admin 'Moderación de Valoraciones'", { timeout: 30_000 }, () => {
  it('shows PENDING reviews first and approves one after the confirmation', async () => {
    const calls = stubServer([review(1, 'PENDING'), review(2, 'PENDING'), review(3, 'APPROVED')]);
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderación de Valoraciones' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pendientes', selected: true })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Valoración de Paciente 1' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(first).getByText('Profesional: Valentina Rojas')).toBeTruthy();

    await user.click(within(first).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Estás seguro que deseas aprobar esta valoración?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.path === '/comments/admin/reviews/1/')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'APPROVED' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: 'Aprobadas' }));
    await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Valoración de Paciente 1', 'Valoración de Paciente 3']));
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
  });

  it('rejects only after confirming; cancelling changes nothing', async () => {
    const calls = stubServer([review(2, 'PENDING')]);
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/reviews');
    const card = await screen.findByRole('article', { name: 'Valoración de Paciente 2' });
    await user.click(within(card).getByRole('button', { name: 'Rechazar' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Estás seguro que deseas rechazar esta valoración?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Rechazar' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'REJECTED' }));
    expect(await screen.findByText('No hay valoraciones para mostrar')).toBeTruthy();
  });

  it('deletes a review after confirming, from any status', async () => {
    const calls = stubServer([review(3, 'APPROVED')]);
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/reviews');
    await user.click(await screen.findByRole('tab', { name: 'Todas' }));
    const card = await screen.findByRole('article', { name: 'Valoración de Paciente 3' });
    await user.click(within(card).getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('No hay valoraciones para mostrar')).toBeTruthy();
  });

  it('says when the moderation fails or the list cannot load', async () => {
    stubAdminApi({
      'GET /comments/admin/reviews/': { status: 200, body: { results: [review(1, 'PENDING')] } },
      'PATCH /comments/admin/reviews/1/': { status: 409, body: { detail: 'Solo se pueden aprobar o rechazar valoraciones pendientes' } },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/reviews');
    const card = await screen.findByRole('article', { name: 'Valoración de Paciente 1' });
    await user.click(within(card).getByRole('button', { name: 'Aprobar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Error al actualizar la valoración')).toBeTruthy();
    cleanup();

    stubAdminApi({ 'GET /comments/admin/reviews/': { status: 500, body: { detail: 'x' } } });
    renderAdmin('/admin/dashboard/reviews');
    expect(await screen.findByText('Error al cargar las valoraciones')).toBeTruthy();
  });
});
