import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@emind/contracts';
import { profileFixture, renderPage, stubApi, type RecordedCall } from '@emind/web-account/testing';
import { ReviewsPage } from './reviews-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pendingSession = { id: 41, date: '2026-05-04', start_time: '09:00', psychologist_data: { name: 'Valentina Rojas' } };
const given: Review = {
  id: 5, appointment: 30, rating: 4, comment: '<b>Me ayudó</b>', status: 'APPROVED', status_display: 'Aprobada', created_at: '2026-04-02T12:00:00Z',
  patient_name: 'Ana Pérez', psychologist_name: 'Sebastián Muñoz', appointment_date: '2026-04-01', signature: 'first_name_initial', public_name: 'Ana P.',
};

const fresh: Review = { ...given, id: 6, appointment: 41, rating: 5, status: 'PENDING', status_display: 'Pendiente', psychologist_name: 'Valentina Rojas', comment: 'Excelente' };

function stub(overrides: Record<string, { status: number; body: unknown }> = {}) {
  let submitted = false;
  const calls = stubApi(profileFixture(), (call: RecordedCall) => {
    const key = `${call.method} ${call.path}`;
    if (overrides[key]) return overrides[key];
    if (key === 'POST /comments/client/submit/') {
      submitted = true;
      return { status: 201, body: fresh };
    }
    if (key === 'GET /comments/client/pending-appointments/') return { status: 200, body: { results: submitted ? [] : [pendingSession] } };
    if (key === 'GET /comments/client/reviews/') return { status: 200, body: { results: submitted ? [fresh, given] : [given] } };
    return undefined;
  });
  return calls;
}

describe("patient 'Mis Valoraciones'", () => {
  it('rates a session with the keyboard (a radio group of 1–5 stars) and moves it to the reviews given', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderPage(<ReviewsPage />);
    const card = await screen.findByRole('article', { name: 'Sesión con Valentina Rojas' });
    expect(within(card).getByText('4 de mayo de 2026, 09:00')).toBeTruthy();
    const send = within(card).getByRole('button', { name: 'Enviar valoración' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    const stars = within(card).getByRole('radiogroup', { name: 'Tu valoración' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(stars).getByRole('radio', { name: '2 estrellas' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect((within(stars).getByRole('radio', { name: '5 estrellas' }) as HTMLInputElement).checked).toBe(true);
    await user.type(within(card).getByPlaceholderText('Cuéntanos tu experiencia...'), 'Excelente');
    expect(send.disabled).toBe(false);
    await user.click(send);

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ appointment: 41, rating: 5, comment: 'Excelente', signature: 'first_name_initial' }));
    expect(await screen.findByText('No tienes citas pendientes de valorar')).toBeTruthy();
    const reviewCard = await screen.findByRole('article', { name: 'Valoración de Valentina Rojas' });
    expect(within(reviewCard).getByText('Pendiente')).toBeTruthy();
    expect(within(reviewCard).getByRole('img', { name: '5 de 5 estrellas' })).toBeTruthy();
  });

  it("lets the patient sign as 'Paciente verificado' instead of 'Ana P.' (the default), shown before sending", async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderPage(<ReviewsPage />);
    const card = await screen.findByRole('article', { name: 'Sesión con Valentina Rojas' });
    const signature = within(card).getByRole('group', { name: 'Firma de tu valoración' });
    expect((within(signature).getByRole('radio', { name: 'Ana P.' }) as HTMLInputElement).checked).toBe(true);
    expect(within(card).getByText('En tu perfil público se verá firmada como «Ana P.».')).toBeTruthy();
    await user.click(within(signature).getByRole('radio', { name: 'Paciente verificado' }));
    expect(within(card).getByText('En tu perfil público se verá firmada como «Paciente verificado».')).toBeTruthy();
    await user.click(within(card).getByRole('radio', { name: '4 estrellas' }));
    await user.click(within(card).getByRole('button', { name: 'Enviar valoración' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ appointment: 41, rating: 4, comment: '', signature: 'verified_patient' }));
  });

  it('lists the reviews given with their status, the comment as text (never HTML)', async () => {
    stub();
    renderPage(<ReviewsPage />);
    const card = await screen.findByRole('article', { name: 'Valoración de Sebastián Muñoz' });
    expect(within(card).getByText('Aprobada')).toBeTruthy();
    expect(within(card).getByText('<b>Me ayudó</b>')).toBeTruthy();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('Sesión del 1 de abril de 2026')).toBeTruthy();
  });

  it('shows the empty states and each list’s error with a retry', async () => {
    stub({
      'GET /comments/client/pending-appointments/': { status: 500, body: { detail: 'x' } },
      'GET /comments/client/reviews/': { status: 200, body: { results: [] } },
    });
    renderPage(<ReviewsPage />);
    expect(await screen.findByText('Error al cargar las citas pendientes de valoración')).toBeTruthy();
    expect(await screen.findByText('No has realizado ninguna valoración')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('says why a submit was refused', async () => {
    stub({ 'POST /comments/client/submit/': { status: 409, body: { detail: 'Ya valoraste esta sesión' } } });
    const user = userEvent.setup();
    renderPage(<ReviewsPage />);
    const card = await screen.findByRole('article', { name: 'Sesión con Valentina Rojas' });
    await user.click(within(card).getByRole('radio', { name: '3 estrellas' }));
    await user.click(within(card).getByRole('button', { name: 'Enviar valoración' }));
    expect(await screen.findByText('Ya valoraste esta sesión')).toBeTruthy();
  });
});
