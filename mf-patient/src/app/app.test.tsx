import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { holdRequests, profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { pendingFixture, stubMeasuresApi } from '../testing/measures-api.ts';
import { App } from './app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderArea(route: string) {
  stubApi(profileFixture(), undefined, 'client');
  renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route });
}

describe('mf-patient routes', () => {
  it('sends an unknown sub-path to the home, which links only the pages that exist', async () => {
    renderArea('/dashboard/no-existe');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/^Te damos la bienvenida, Ana$/);
    const nav = screen.getAllByRole('navigation', { name: 'Paciente' })[0] as HTMLElement;
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Inicio', '/dashboard'],
      ['Mensajes', '/dashboard/mensajes'],
      ['Citas', '/dashboard/appointments'],
      ['Reembolsos', '/dashboard/reembolsos'],
      ['Cuestionarios', '/dashboard/cuestionarios'],
      ['Ficha de ingreso', '/dashboard/ficha-de-ingreso'],
      ['Perfil', '/dashboard/profile'],
      ['Valoraciones', '/dashboard/reviews'],
      ['Buscar', '/especialistas'],
    ]);
  });

  it('holds the home under one placeholder until the appointments are known, so the next session card pushes nothing down', async () => {
    stubApi(profileFixture(), (call) => (call.path === '/appointments/client-appointments/' ? { status: 200, body: [] } : undefined), 'client');
    const release = holdRequests('/appointments/client-appointments/');
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Acciones rápidas' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Acciones rápidas' })).toBeTruthy();
  });

  it('shows Mi Perfil with the basic and bank tabs', async () => {
    renderArea('/dashboard/profile');
    expect(await screen.findByText('Cargando tu perfil...')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Datos Básicos' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Datos Bancarios' })).toBeTruthy();
  });

  it('shows on the home the count of pending questionnaires and, until it is filled, the intake, each linking to its page', async () => {
    stubMeasuresApi({ pending: [pendingFixture(), pendingFixture({ assignment: 6, instrument: 'phq9', instrument_name: 'PHQ-9' })] });
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard' });
    const badge = await screen.findByRole('link', { name: 'Cuestionarios pendientes 2' });
    expect(badge.getAttribute('href')).toBe('/dashboard/cuestionarios');
    expect(screen.getByText('Completa tu ficha de ingreso: tu psicólogo o psicóloga la lee antes de atenderte.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completar mi ficha' }).getAttribute('href')).toBe('/dashboard/ficha-de-ingreso');
  });

  it('opens the questionnaire a link names (the page the reminder mail links to, with ?asignacion=)', async () => {
    stubMeasuresApi({ pending: [pendingFixture()] });
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/cuestionarios?asignacion=5' });
    // The page is a lazy route: its first import takes a while on a loaded machine.
    expect(await screen.findByRole('heading', { name: 'Escala del trastorno de ansiedad generalizada (GAD-7)' }, { timeout: 8_000 })).toBeTruthy();
  });

  it('shows neither notice when nothing is pending and the intake is filled', async () => {
    const { server, calls } = stubMeasuresApi();
    server.intake = {
      patient: 7, reason: 'Duelo', previous_therapy: false, medication: '', emergency_contact: { name: 'Rosa', relation: 'Madre', phone: '+56 9 8765 4321' },
      birth_date: '1985-02-01', online_consent_version: '2026-11-27', online_consent_accepted_at: '2026-11-01T12:00:00.000Z', updated_at: '2026-11-01T12:00:00.000Z',
    };
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard' });
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/measures/pending/', '/intake/'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Cuestionarios pendientes/ })).toBeNull();
    expect(screen.queryByText('Completa tu ficha de ingreso: tu psicólogo o psicóloga la lee antes de atenderte.')).toBeNull();
  });
});
