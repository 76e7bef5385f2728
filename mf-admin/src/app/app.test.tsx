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
  stubApi(profileFixture(), undefined, 'admin');
  renderPage(<Routes><Route path="/admin/dashboard/*" element={<App />} /></Routes>, { route });
}

describe('mf-admin routes', () => {
  it('sends an unknown sub-path to the home, which links only the pages that exist', async () => {
    renderArea('/admin/dashboard/no-existe');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/^(Buenos días|Buenas tardes|Buenas noches), Ana$/);
    const nav = screen.getAllByRole('navigation', { name: 'Administrador' })[0] as HTMLElement;
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Inicio', '/admin/dashboard'],
      ['Perfil', '/admin/dashboard/profile'],
      ['Pacientes', '/admin/dashboard/pacients'],
      ['Psicólogos', '/admin/dashboard/psychologists'],
      ['Pagos', '/admin/dashboard/payments'],
      ['Pagos a psicólogos', '/admin/dashboard/pagos-psicologos'],
      ['Facturación', '/admin/dashboard/facturacion'],
      ['Valoraciones', '/admin/dashboard/reviews'],
      ['Solicitudes de datos', '/admin/dashboard/solicitudes-datos'],
      ['Registro de accesos', '/admin/dashboard/registro-accesos'],
    ]);
  });

  it('shows Mi Perfil with the basic and bank tabs', async () => {
    renderArea('/admin/dashboard/profile');
    expect(await screen.findByText('Cargando tu perfil...')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Datos Básicos' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Datos Bancarios' })).toBeTruthy();
  });
});
