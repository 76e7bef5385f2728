import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
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
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/^Bienvenido, Ana$/);
    const nav = screen.getAllByRole('navigation', { name: 'Paciente' })[0] as HTMLElement;
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Inicio', '/dashboard'],
      ['Citas', '/dashboard/appointments'],
      ['Perfil', '/dashboard/profile'],
      ['Valoraciones', '/dashboard/reviews'],
      ['Buscar', '/especialistas'],
    ]);
  });

  it('shows Mi Perfil with the basic and bank tabs', async () => {
    renderArea('/dashboard/profile');
    expect(await screen.findByText('Cargando tu perfil...')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Datos Básicos' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Datos Bancarios' })).toBeTruthy();
  });
});
