import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchUrl } from '@emind/web-api/testing';
import { jsonResponse, signInAs, stubFetchAsVisitor, verifiedProfile } from '../testing/directory-fixtures';
import { AsMountedByShell } from '../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';
import { App } from './app';

const fetchMock = stubFetchAsVisitor();

function answer(profile: unknown, price: Response | (() => Response) = () => jsonResponse(200, { price: 13000 })) {
  fetchMock.mockImplementation(async (input) => {
    const url = fetchUrl(input).pathname;
    if (url.startsWith('/api/pricing/')) return typeof price === 'function' ? price() : price;
    if (url.startsWith('/api/profiles/public/psychologists/7/')) return jsonResponse(200, profile);
    if (url === '/api/comments/public/psychologist/7/reviews/') return jsonResponse(200, { results: [] });
    return jsonResponse(404, { detail: 'No encontrado.' });
  });
}

function renderProfile(route = '/especialistas/7') {
  return renderPage(<AsMountedByShell app={<App />} />, { route });
}

describe('/especialistas/:id', () => {
  it('shows the loading text, then the header, sections and the price from the pricing call', async () => {
    answer(verifiedProfile);
    renderProfile();
    expect(await screen.findByText('Cargando perfil del especialista...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Valentina Rojas Pérez' })).toBeTruthy();
    expect(screen.getByText('Verificado')).toBeTruthy();
    expect(screen.getByText('Psicóloga Clínica')).toBeTruthy();
    expect(screen.getByText(/412387/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver a Especialistas/ }).getAttribute('href')).toBe('/especialistas');
    await waitFor(() => expect(screen.getByTestId('session-price').textContent).toContain('$13.000'));
    expect(screen.getByText('No hay video de presentación disponible')).toBeTruthy();
    expect(screen.getByText('Centro de Salud Mental UC · Trabajo')).toBeTruthy();
    expect(screen.getByText('enero de 2021 – Presente')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enfoques terapéuticos' })).toBeTruthy();
    expect(screen.getByText('Ansiedad')).toBeTruthy();
    expect(screen.getByText('Adultos (26-40 años)')).toBeTruthy();
    expect(screen.getByText('Año de titulación: 2012')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ayudantías' })).toBeTruthy();
    expect(screen.getByText('Psicopatología')).toBeTruthy();
    expect(screen.getByText('Pontificia Universidad Católica de Chile · marzo de 2011 – diciembre de 2011')).toBeTruthy();
    expect(await screen.findByText('No hay reseñas disponibles aún.')).toBeTruthy();
    expect(document.title).toBe('Valentina Rojas Pérez, Psicóloga Clínica | e-mind');
  });

  it('shows a visitor the next free times, each leading to that booking, and a login link back to the booking', async () => {
    answer({ ...verifiedProfile, next_free_times: [{ date: '2026-12-10', start_time: '10:00' }, { date: '2026-12-12', start_time: '18:30' }] });
    renderProfile();
    expect(await screen.findByText(/Para agendar necesitas una cuenta: elige una hora e inicia sesión o regístrate, y volverás aquí\./)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Próximas horas disponibles' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'jue 10-12, 10:00' }).getAttribute('href')).toBe('/especialistas/7/agendar?fecha=2026-12-10&hora=10%3A00');
    expect(screen.getByRole('link', { name: 'sáb 12-12, 18:30' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login?redirect=%2Fespecialistas%2F7%2Fagendar');
    expect(screen.getByRole('link', { name: 'Agendar Consulta' }).getAttribute('href')).toBe('/especialistas/7/agendar');
  });

  it("shows 'Agendar Consulta' to a signed-in client, not the visitor notice", async () => {
    signInAs('client');
    answer(verifiedProfile);
    renderProfile();
    expect((await screen.findByRole('link', { name: 'Agendar Consulta' })).getAttribute('href')).toBe('/especialistas/7/agendar');
    expect(screen.queryByText(/Para agendar necesitas una cuenta: elige una hora e inicia sesión o regístrate, y volverás aquí\./)).toBeNull();
  });

  it("hides 'Agendar Consulta' from a psychologist", async () => {
    signInAs('psychologist');
    answer(verifiedProfile);
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Valentina Rojas Pérez' });
    expect(screen.queryByRole('link', { name: 'Agendar Consulta' })).toBeNull();
    expect(screen.queryByText(/Para agendar necesitas una cuenta: elige una hora e inicia sesión o regístrate, y volverás aquí\./)).toBeNull();
  });

  it('falls back to the profile price when the pricing call fails, silently', async () => {
    answer(verifiedProfile, () => jsonResponse(500, { detail: 'Error interno del servidor' }));
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Valentina Rojas Pérez' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => fetchUrl(input).pathname.startsWith('/api/pricing/'))).toBe(true));
    expect(screen.getByTestId('session-price').textContent).toContain('$12.000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the unavailable screen for the API's 404 (anyone not listed), without details", async () => {
    answer(verifiedProfile);
    renderProfile('/especialistas/999');
    expect(await screen.findByRole('heading', { name: 'Especialista no disponible' })).toBeTruthy();
    expect(screen.getByText('Este especialista no está disponible actualmente. Por favor, consulta nuestro directorio de especialistas verificados.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => fetchUrl(input).pathname.startsWith('/api/pricing/'))).toBe(false);
  });

  it("shows the load error with 'Ver otros especialistas' when the profile cannot be loaded", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { detail: 'Error interno' }));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar el perfil' })).toBeTruthy();
    expect(screen.getByText('No se pudo cargar la información del especialista. Por favor, intenta de nuevo más tarde.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver otros especialistas' }).getAttribute('href')).toBe('/especialistas');
  });

  it('plays the presentation video and offers a retry that reloads it after an error', async () => {
    answer({ ...verifiedProfile, presentation_video_url: '/media/videos/presentacion.mp4' });
    const user = userEvent.setup();
    renderProfile();
    const video = await screen.findByTestId('presentation-video');
    expect(video.getAttribute('src')).toBe('/media/videos/presentacion.mp4');
    fireEvent.error(video);
    expect(await screen.findByText('No se pudo cargar el video')).toBeTruthy();
    expect(screen.getByText('Error al reproducir el video')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('presentation-video')).not.toBe(video);
  });

  it('sends a visitor on the booking path to login, and opens the booking modal for a client', async () => {
    answer(verifiedProfile);
    const visitor = renderProfile('/especialistas/7/agendar');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fespecialistas%2F7%2Fagendar'));
    visitor.unmount();
    signInAs('client');
    renderProfile('/especialistas/7/agendar');
    // The modal is a lazily loaded chunk: give it more than the default second on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'Agendar consulta con Valentina Rojas Pérez' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Selecciona un día y un horario disponible')).toBeTruthy();
  });
});
