import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchUrl, readFetchCall } from '@emind/web-api/testing';
import { directoryPage, jsonResponse, listItem, signInAs, stubFetchAsVisitor } from '../testing/directory-fixtures';
import { AsMountedByShell } from '../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';
import { App } from './app';

const fetchMock = stubFetchAsVisitor();

function requestedUrls(): URL[] {
  return fetchMock.mock.calls.map(([input]) => fetchUrl(input));
}

function renderDirectory(route = '/especialistas') {
  return renderPage(<AsMountedByShell app={<App />} />, { route });
}

describe('/especialistas', () => {
  it('shows skeleton cards while loading, then the plural counter and the cards', async () => {
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => { respond = resolve; }));
    renderDirectory();
    expect(await screen.findAllByTestId('specialist-skeleton')).toHaveLength(6);
    respond(jsonResponse(200, directoryPage([listItem(1), listItem(2)], 14)));
    expect(await screen.findByText('14 Especialistas verificados')).toBeTruthy();
    expect(screen.getAllByTestId('specialist-card')).toHaveLength(2);
    const [url] = requestedUrls();
    expect(url?.pathname).toBe('/api/profiles/public/psychologists/');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ page: '1', page_size: '12', ordering: 'experience' });
    expect((await readFetchCall(...fetchMock.mock.calls[0]!)).headers.has('Authorization')).toBe(false);
  });

  it('uses the singular for one specialist', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, directoryPage([listItem(1)])));
    renderDirectory();
    expect(await screen.findByText('1 Especialista verificado')).toBeTruthy();
  });

  it("shows the first 3 specialties plus '+N más', 'Sin valoraciones aún' without rating, the price and the availability", async () => {
    const specialties = ['Mindfulness', 'Terapia Humanista', 'Terapia Gestalt', 'Focusing', 'Psicodrama'];
    fetchMock.mockResolvedValue(jsonResponse(200, directoryPage([listItem(1, { specialties, rating: null, review_count: 0, price: 15000, availability: 'Agenda limitada' }), listItem(2, { availability: undefined })])));
    renderDirectory();
    const [first, second] = await screen.findAllByTestId('specialist-card');
    const card = within(first!);
    expect(card.getByText('Terapia Gestalt')).toBeTruthy();
    expect(card.queryByText('Focusing')).toBeNull();
    expect(card.getByText('+2 más')).toBeTruthy();
    expect(card.getByTestId('specialist-rating').textContent).toBe('Sin valoraciones aún');
    expect(card.getByTestId('specialist-price').textContent).toBe('$15.000');
    expect(card.getByText('7 años de experiencia')).toBeTruthy();
    expect(card.getByText('Agenda limitada')).toBeTruthy();
    expect(card.getByTestId('photo-placeholder')).toBeTruthy();
    expect(within(second!).getByText('Disponible')).toBeTruthy();
    expect(within(second!).getByTestId('specialist-rating').textContent).toBe('★ 4,5 (2 valoraciones)');
  });

  it('falls back to the placeholder when the photo fails to load', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, directoryPage([listItem(1, { profile_image: '/media/rota.jpg' })])));
    renderDirectory();
    const image = await screen.findByAltText('Foto de Especialista 1');
    image.dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('photo-placeholder')).toBeTruthy();
  });

  it("sends a visitor's 'Agendar cita' to login with the booking path as redirect", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, directoryPage([listItem(5)])));
    renderDirectory();
    const card = within(await screen.findByTestId('specialist-card'));
    expect(card.getByRole('link', { name: 'Ver perfil' }).getAttribute('href')).toBe('/especialistas/5');
    expect(card.getByRole('link', { name: 'Agendar cita' }).getAttribute('href')).toBe('/login?redirect=%2Fespecialistas%2F5%2Fagendar');
  });

  it("links a client's 'Agendar cita' to the booking path", async () => {
    signInAs('client');
    fetchMock.mockResolvedValue(jsonResponse(200, directoryPage([listItem(5)])));
    renderDirectory();
    const card = within(await screen.findByTestId('specialist-card'));
    expect(card.getByRole('link', { name: 'Agendar cita' }).getAttribute('href')).toBe('/especialistas/5/agendar');
    expect(card.getByRole('link', { name: 'Ver perfil' }).getAttribute('data-width')).toBe('half');
  });

  it("hides 'Agendar cita' from a psychologist, whose profile button takes the full width", async () => {
    signInAs('psychologist');
    fetchMock.mockResolvedValue(jsonResponse(200, directoryPage([listItem(5)])));
    renderDirectory();
    const card = within(await screen.findByTestId('specialist-card'));
    expect(card.queryByRole('link', { name: 'Agendar cita' })).toBeNull();
    expect(card.getByRole('link', { name: 'Ver perfil' }).getAttribute('data-width')).toBe('full');
  });

  it('sends every filter and the sort to the server and keeps them in the URL', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, directoryPage([listItem(1)])));
    const user = userEvent.setup();
    renderDirectory();
    await screen.findByTestId('specialist-card');
    await user.selectOptions(screen.getByLabelText('Enfoque terapéutico'), 'Terapia de Gestalt');
    await user.selectOptions(screen.getByLabelText('Grupo etario'), 'Adultos (26-40 años)');
    await user.selectOptions(screen.getByLabelText('Modalidad'), 'Pareja');
    await user.selectOptions(screen.getByLabelText('Motivo de consulta'), 'Ansiedad');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'price');
    await waitFor(() => expect(requestedUrls().at(-1)?.searchParams.get('ordering')).toBe('price'));
    expect(Object.fromEntries(requestedUrls().at(-1)!.searchParams)).toEqual({
      page: '1', page_size: '12', ordering: 'price',
      approach: 'Terapia de Gestalt', age_group: 'Adultos (26-40 años)', modality: 'Pareja', reason: 'Ansiedad',
    });
    const shown = new URL(screen.getByTestId('location').textContent!, 'http://localhost');
    expect(shown.searchParams.get('approach')).toBe('Terapia de Gestalt');
    expect(shown.searchParams.get('ordering')).toBe('price');
  });

  it('reads a shared URL, pages through the results and resets the page when a filter changes', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, directoryPage([listItem(1)], 30)));
    const user = userEvent.setup();
    renderDirectory('/especialistas?modality=Familiar&page=2');
    await screen.findByTestId('specialist-card');
    expect(requestedUrls()[0]?.searchParams.get('modality')).toBe('Familiar');
    expect(requestedUrls()[0]?.searchParams.get('page')).toBe('2');
    expect((screen.getByLabelText('Modalidad') as HTMLSelectElement).value).toBe('Familiar');
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(requestedUrls().at(-1)?.searchParams.get('page')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Grupo etario'), 'Adultos mayores (65+ años)');
    await waitFor(() => expect(requestedUrls().at(-1)?.searchParams.get('page')).toBe('1'));
    expect(screen.getByTestId('location').textContent).not.toContain('page=');
  });

  it('shows the empty state with a clear-filters action', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, directoryPage([])));
    const user = userEvent.setup();
    renderDirectory('/especialistas?reason=Obsesiones');
    expect(await screen.findByText('No se encontraron especialistas')).toBeTruthy();
    expect(screen.getByText('0 Especialistas verificados')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/especialistas'));
  });

  it('shows the load error when the server fails or is unreachable', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { detail: 'Error interno del servidor' }));
    renderDirectory();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudieron cargar los especialistas. Por favor, intenta de nuevo más tarde.');
  });

  it('shows the format error when the answer is not a list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { psychologists: 'no' }));
    renderDirectory();
    expect((await screen.findByRole('alert')).textContent).toContain('Formato de datos incorrecto. Por favor, contacte al administrador.');
  });
});
