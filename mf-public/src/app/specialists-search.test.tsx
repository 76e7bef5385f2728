import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchUrl } from '@emind/web-api/testing';
import { directoryPage, jsonResponse, listItem, stubFetchAsVisitor } from '../testing/directory-fixtures';
import { AsMountedByShell } from '../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';
import { App } from './app';

const fetchMock = stubFetchAsVisitor();
const lastQuery = () => Object.fromEntries(fetchUrl(fetchMock.mock.calls.at(-1)![0]).searchParams);
const location = () => new URL(screen.getByTestId('location').textContent!, 'http://localhost').searchParams;

function renderDirectory(route = '/especialistas') {
  fetchMock.mockImplementation(async () => jsonResponse(200, directoryPage([listItem(1, { next_available: { date: '2026-12-10', start_time: '10:00' } }), listItem(2, { next_available: null })])));
  return renderPage(<AsMountedByShell app={<App />} />, { route });
}

describe('/especialistas: name, price and this week', () => {
  it("shows each card's next free time, 24-hour, and nothing when there is none", async () => {
    renderDirectory();
    const [first, second] = await screen.findAllByTestId('specialist-card');
    expect(within(first!).getByTestId('specialist-next-free').textContent).toBe('Próxima hora: jue 10-12, 10:00');
    expect(within(second!).queryByTestId('specialist-next-free')).toBeNull();
  });

  it('searches by name once typing settles, and sends the price range and this week', async () => {
    // Keys without pauses between them, as a person types a word: the wait starts over at each key.
    const user = userEvent.setup({ delay: null });
    renderDirectory();
    await screen.findAllByTestId('specialist-card');
    const requestsBefore = fetchMock.mock.calls.length;
    await user.type(screen.getByLabelText('Buscar por nombre'), 'zúñiga');
    await waitFor(() => expect(lastQuery().search).toBe('zúñiga'));
    // One query for the settled word, not one per key; the field keeps what was typed.
    expect(fetchMock.mock.calls.length - requestsBefore).toBe(1);
    expect((screen.getByLabelText('Buscar por nombre') as HTMLInputElement).value).toBe('zúñiga');
    await user.type(screen.getByLabelText('Precio mínimo'), '10.000');
    await user.type(screen.getByLabelText('Precio máximo'), '20000{Enter}');
    await user.click(screen.getByLabelText('Disponible esta semana'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'zúñiga', min_price: '10000', max_price: '20000', available_this_week: 'true' }));
    expect(location().get('min_price')).toBe('10000');
    expect(screen.getByRole('button', { name: 'Filtros (4)' })).toBeTruthy();
  });

  it('names a bad price under its field and does not send it', async () => {
    renderDirectory('/especialistas?min_price=abc');
    await screen.findAllByTestId('specialist-card');
    expect(screen.getByRole('alert').textContent).toBe('El precio debe ser un número entero de pesos, entre 0 y 1.000.000');
    expect(lastQuery()).not.toHaveProperty('min_price');
  });

  it('says so when the minimum exceeds the maximum', async () => {
    renderDirectory('/especialistas?min_price=30000&max_price=10000');
    await screen.findAllByTestId('specialist-card');
    expect(screen.getByRole('alert').textContent).toBe('El precio mínimo no puede ser mayor que el precio máximo');
    expect(lastQuery()).not.toHaveProperty('min_price');
    expect(lastQuery()).not.toHaveProperty('max_price');
  });

  it("'Limpiar filtros' clears the name, prices and this week too", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, directoryPage([])));
    const user = userEvent.setup();
    renderPage(<AsMountedByShell app={<App />} />, { route: '/especialistas?search=nadie&min_price=1000&available_this_week=true' });
    await user.click(await screen.findByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/especialistas'));
    expect((screen.getByLabelText('Buscar por nombre') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Disponible esta semana') as HTMLInputElement).checked).toBe(false);
  });

  it("folds the filters under one 'Filtros' button that says whether it is open", async () => {
    const user = userEvent.setup();
    renderDirectory();
    const toggle = await screen.findByRole('button', { name: 'Filtros' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.dataset.open).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.dataset.open).toBe('true');
  });
});

describe('/especialistas: two fields settling together', () => {
  it('keeps both prices when they are committed in the same moment', async () => {
    renderDirectory();
    await screen.findAllByTestId('specialist-card');
    vi.useFakeTimers();
    try {
      // Both waits end within one tick, with no render between the two commits.
      fireEvent.change(screen.getByLabelText('Precio mínimo'), { target: { value: '5000' } });
      fireEvent.change(screen.getByLabelText('Precio máximo'), { target: { value: '11000' } });
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lastQuery()).toMatchObject({ min_price: '5000', max_price: '11000' }));
    expect(location().get('min_price')).toBe('5000');
    expect(location().get('max_price')).toBe('11000');
  });
});
