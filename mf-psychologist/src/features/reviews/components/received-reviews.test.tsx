import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PsychologistReviews, Review } from '@emind/contracts';
import { renderArea, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUTE = 'GET /comments/psychologist/reviews/';
const review = (id: number, status: Review['status'], rating: number, patient: string): Review => ({
  id, appointment: id + 100, rating, comment: `Comentario ${id}`, status, status_display: { PENDING: 'Pendiente', APPROVED: 'Aprobada', REJECTED: 'Rechazada' }[status],
  created_at: '2026-05-10T12:00:00Z', patient_name: patient, psychologist_name: 'Ana Pérez', appointment_date: '2026-05-08', signature: 'first_name_initial', public_name: patient,
});
const received: PsychologistReviews = {
  reviews: [review(1, 'APPROVED', 5, 'Camila Soto'), review(2, 'APPROVED', 4, 'Bruno Díaz'), review(3, 'PENDING', 2, 'Marta Rey'), review(4, 'REJECTED', 1, 'Luis Paz')],
  stats: { average_rating: 4.5, total_reviews: 2, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
};

describe("psychologist 'Valoraciones Recibidas'", { timeout: 30_000 }, () => {
  it('shows the stats as text and as a lazily drawn chart, and filters by status (default Todas)', async () => {
    stubPsychologistApi({ [ROUTE]: received });
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Valoraciones Recibidas' })).toBeTruthy();
    const stats = await screen.findByTestId('review-stats');
    expect(within(stats).getByText('4,5')).toBeTruthy();
    expect(within(stats).getByText('2 valoraciones aprobadas')).toBeTruthy();
    const figures = within(stats).getByRole('table', { name: 'Valoraciones por estrellas' });
    expect(within(figures).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['5 ★1', '4 ★1', '3 ★0', '2 ★0', '1 ★0']);
    expect(await within(stats).findByRole('img', { name: 'Gráfico de valoraciones por número de estrellas' })).toBeTruthy();

    expect(screen.getByRole('tab', { name: 'Todas (4)', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await user.click(screen.getByRole('tab', { name: 'Pendientes (1)' }));
    const pendingPanel = screen.getByRole('tabpanel');
    expect(within(pendingPanel).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Valoración de Marta Rey']);
    await user.click(screen.getByRole('tab', { name: 'Rechazadas (1)' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Rechazada')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Aprobadas (2)' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(2);
  });

  it('shows the empty state per tab and the error with a retry', async () => {
    stubPsychologistApi({ [ROUTE]: { reviews: [], stats: { average_rating: null, total_reviews: 0, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } } });
    renderArea('/psicologo/dashboard/reviews');
    expect(within(await screen.findByRole('tabpanel')).getByText('No hay valoraciones para mostrar')).toBeTruthy();
    expect(screen.getByText('0 valoraciones aprobadas')).toBeTruthy();
    cleanup();

    stubPsychologistApi({ [ROUTE]: () => ({ status: 500, body: { detail: 'x' } }) });
    renderArea('/psicologo/dashboard/reviews');
    expect(await screen.findByText('Error al cargar las valoraciones')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
