import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchUrl } from '@emind/web-api/testing';
import { App } from '../../../../app/app';
import { jsonResponse, signInAs, stubFetchAsVisitor, verifiedProfile } from '../../../../testing/directory-fixtures';
import { AsMountedByShell } from '../../../../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';

const fetchMock = stubFetchAsVisitor();
const TUESDAY = { date: '2099-06-02', day_name: 'martes', day_of_week: 'tuesday', slots: [{ start_time: '15:00', end_time: '16:00' }, { start_time: '16:00', end_time: '17:00' }] };

/** The profile with the booking modal, answering the waitlist routes; returns the bodies POSTed to /waitlist/. */
function answer({ days = [] as unknown[], entries = [] as unknown[], waitlistFails = false } = {}) {
  const posted: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = fetchUrl(input).pathname;
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (url.startsWith('/api/pricing/')) return jsonResponse(200, { price: 13000 });
    if (url.startsWith('/api/profiles/public/psychologists/7/')) return jsonResponse(200, verifiedProfile);
    if (url === '/api/comments/public/psychologist/7/reviews/') return jsonResponse(200, { results: [] });
    if (url === '/api/schedules/psychologist/7/available-days/') return jsonResponse(200, days);
    if (url === '/api/waitlist/' && method === 'POST') {
      posted.push(input instanceof Request ? await input.json() : JSON.parse(String(init?.body)));
      return jsonResponse(201, { id: 3, psychologist: 7, psychologist_name: 'Valentina Rojas Pérez', weekdays: [2], part_of_day: 'afternoon', created_at: '', expires_at: '' });
    }
    if (url === '/api/waitlist/') return waitlistFails ? jsonResponse(500, { detail: 'Error interno del servidor' }) : jsonResponse(200, entries);
    return jsonResponse(404, { detail: 'No encontrado.' });
  });
  return posted;
}

const open = async (route = '/especialistas/7/agendar') => {
  signInAs('client');
  renderPage(<AsMountedByShell app={<App />} />, { route });
  return screen.findByRole('dialog', { name: 'Agendar consulta con Valentina Rojas Pérez' }, { timeout: 5_000 });
};

describe('the waitlist in the booking modal', () => {
  it('lets a patient join a full psychologist’s waitlist with days and part of day', async () => {
    const posted = answer();
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText(/¿No hay horarios disponibles\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unirme a la lista de espera' }));
    await user.click(screen.getByRole('button', { name: 'Unirme' }));
    expect(await screen.findByText('Elige al menos un día de la semana.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Martes' }));
    await user.click(screen.getByRole('radio', { name: /Tarde/ }));
    await user.click(screen.getByRole('button', { name: 'Unirme' }));
    await waitFor(() => expect(posted).toEqual([{ psychologist: 7, weekdays: [2], part_of_day: 'afternoon' }]));
  }, 20_000); // the first test downloads the modal's chunk

  it('shows the entry with "Salir de la lista"', async () => {
    answer({ entries: [{ id: 3, psychologist: 7, psychologist_name: 'Valentina Rojas Pérez', weekdays: [2, 4], part_of_day: 'morning', created_at: '', expires_at: '' }] });
    await open();
    expect(await screen.findByText(/Estás en la lista de espera de Valentina Rojas Pérez: Martes, Jueves, mañana/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salir de la lista' })).toBeTruthy();
  });

  it('offers a retry when the waitlist cannot be read', async () => {
    answer({ waitlistFails: true });
    await open();
    expect(await screen.findByText('No se pudo cargar tu lista de espera.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('opens on the slot a link asks for (the waitlist mail)', async () => {
    answer({ days: [TUESDAY] });
    await open('/especialistas/7/agendar?fecha=2099-06-02&hora=16:00');
    const chosen = await screen.findByRole('button', { name: '16:00 – 17:00' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
