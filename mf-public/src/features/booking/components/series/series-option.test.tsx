import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchUrl } from '@emind/web-api/testing';
import { App } from '../../../../app/app';
import { bookingPageAnswer, jsonResponse, signInAs, stubFetchAsVisitor } from '../../../../testing/directory-fixtures';
import { AsMountedByShell } from '../../../../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';

const fetchMock = stubFetchAsVisitor();
const dateStatus = (date: string, free: boolean) => ({
  date, starts_at: `${date}T13:00:00.000Z`, free, reason: free ? null : 'taken', reason_display: free ? null : 'Horario ya reservado',
});
const PREVIEW = { dates: [dateStatus('2099-06-01', true), dateStatus('2099-06-08', false), dateStatus('2099-06-15', true), dateStatus('2099-06-22', true)] };

function answer({ previewFails = false } = {}) {
  const posted: unknown[] = [];
  const previews: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = fetchUrl(input);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const page = bookingPageAnswer(url);
    if (page) return page;
    if (url.pathname === '/api/appointments/series/preview/') {
      previews.push(url.search);
      return previewFails ? jsonResponse(500, { detail: 'Error interno del servidor' }) : jsonResponse(200, PREVIEW);
    }
    if (url.pathname === '/api/appointments/series/' && method === 'POST') {
      posted.push(input instanceof Request ? await input.json() : JSON.parse(String(init?.body)));
      return jsonResponse(409, { detail: 'Algunas fechas de la serie ya no están disponibles.', dates: [] });
    }
    return jsonResponse(404, { detail: 'No encontrado.' });
  });
  return { posted, previews };
}

const openOnSlot = async () => {
  signInAs('client');
  renderPage(<AsMountedByShell app={<App />} />, { route: '/especialistas/7/agendar' });
  const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta con Valentina Rojas Pérez' }, { timeout: 5_000 });
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole('button', { name: /09:00/ }));
  return { dialog, user };
};

describe("'Repetir cada semana' in the booking modal", () => {
  it('lists every date, marks the taken one and books only the free ones', async () => {
    const { posted, previews } = answer();
    const { user } = await openOnSlot();
    await user.click(screen.getByRole('checkbox', { name: 'Repetir cada semana' }));
    const dates = await screen.findByRole('list', { name: 'Fechas de la serie' });
    expect(within(dates).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dates).getByText('No disponible: Horario ya reservado')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Se reservarán solo las 3 fechas disponibles.');
    expect(previews[0]).toContain('weeks=4');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Número de sesiones' }), '6');
    await waitFor(() => expect(previews.some((search) => search.includes('weeks=6'))).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Número de sesiones' }), '4');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('radio', { name: /Transferencia/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar y Pagar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ psychologist: 7, date: '2099-06-01', start_time: '09:00', weeks: 4, skip_dates: ['2099-06-08'] });
    expect(await screen.findByText('Error: Algunas fechas de la serie ya no están disponibles.')).toBeTruthy();
  });

  it("shows the preview's error with 'Reintentar' and keeps 'Continuar' off", async () => {
    const { previews } = answer({ previewFails: true });
    const { user } = await openOnSlot();
    await user.click(screen.getByRole('checkbox', { name: 'Repetir cada semana' }));
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect((screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement).disabled).toBe(true);
    const before = previews.length;
    await user.click(retry);
    await waitFor(() => expect(previews.length).toBeGreaterThan(before));
  });
});
