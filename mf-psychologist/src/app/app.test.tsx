import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderArea as renderAt, stubPsychologistApi } from '../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderArea(route: string) {
  stubPsychologistApi({}, null);
  renderAt(route);
}

describe('mf-psychologist routes', () => {
  it('sends an unknown sub-path to the home, which links only the pages that exist', async () => {
    renderArea('/psicologo/dashboard/no-existe');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/^(Buenos días|Buenas tardes|Buenas noches), Ana$/);
    const nav = screen.getAllByRole('navigation', { name: 'Psicólogo' })[0] as HTMLElement;
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Inicio', '/psicologo/dashboard'],
      ['Mensajes', '/psicologo/dashboard/mensajes'],
      ['Perfil', '/psicologo/dashboard/profile'],
      ['Agenda', '/psicologo/dashboard/schedule'],
      ['Pacientes', '/psicologo/dashboard/patients'],
      ['Pagos', '/psicologo/dashboard/payments'],
      ['Boletas', '/psicologo/dashboard/boletas'],
      ['Ingresos', '/psicologo/dashboard/ingresos'],
      ['Valoraciones', '/psicologo/dashboard/reviews'],
    ]);
  });

  it('shows Mi Perfil with the psychologist tabs in the spec order', async () => {
    renderArea('/psicologo/dashboard/profile');
    expect(await screen.findByText('Cargando tu perfil...')).toBeTruthy();
    await screen.findByRole('tab', { name: 'Datos Básicos' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Datos Básicos', 'Información Profesional', 'Horarios y Tarifas', 'Documentos', 'Datos Bancarios', 'Privacidad y datos',
    ]);
  });
});
