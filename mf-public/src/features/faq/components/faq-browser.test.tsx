import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@emind/web-ui/testing';
import { FaqBrowser } from './faq-browser';

describe('FaqBrowser', () => {
  it('shows the four category tabs when not searching', () => {
    renderPage(<FaqBrowser />);
    for (const label of ['Sobre e-mind', 'Servicios', 'Precios', 'Proceso']) {
      expect(screen.getByRole('tab', { name: label })).toBeTruthy();
    }
  });

  it('hides the tabs and lists matches from every category with their category', async () => {
    const user = userEvent.setup();
    renderPage(<FaqBrowser />);
    await user.type(screen.getByPlaceholderText('Buscar pregunta...'), 'sesion');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('¿Cuánto dura una sesión?')).toBeTruthy();
    expect(screen.getByText('¿Cuánto cuesta una sesión?')).toBeTruthy();
    expect(screen.getAllByText('Servicios').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Precios').length).toBeGreaterThan(0);
  });

  it('finds words inside answers', async () => {
    const user = userEvent.setup();
    renderPage(<FaqBrowser />);
    await user.type(screen.getByPlaceholderText('Buscar pregunta...'), 'comprobante');
    expect(screen.getByText('¿Cómo pago mis sesiones?')).toBeTruthy();
  });

  it('says there are no results and clears the search', async () => {
    const user = userEvent.setup();
    renderPage(<FaqBrowser />);
    const input = screen.getByPlaceholderText('Buscar pregunta...');
    await user.type(input, 'xyzzy');
    expect(screen.getByText('No se encontraron resultados para "xyzzy"')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('tab', { name: 'Precios' })).toBeTruthy();
  });
});
