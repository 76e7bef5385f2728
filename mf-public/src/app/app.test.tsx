import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@emind/domain';
import { renderPage } from '@emind/web-ui/testing';
import { App } from './app';

describe('public routes', () => {
  it("answers an unknown path with 'Página no encontrada' and the ways on, not the home page", async () => {
    renderPage(<App />, { route: '/no-existe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Ver especialistas' }).getAttribute('href')).toBe('/especialistas');
    expect(screen.queryByRole('heading', { name: 'Terapia online con psicólogos certificados' })).toBeNull();
    expect(document.title).toBe('Página no encontrada | e-mind');
  });

  it('serves the terms under both paths, numbered, dated today', async () => {
    for (const route of ['/terminos', '/terminos-y-condiciones']) {
      const view = renderPage(<App />, { route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: '3. Elegibilidad' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: '9. Contacto' })).toBeTruthy();
      expect(screen.getByText(`Última actualización: ${formatLongDate(new Date())}`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Imprimir términos' })).toBeTruthy();
      // The emergency lines it names are a tap to call on a phone.
      expect(screen.getByRole('link', { name: '*4141' }).getAttribute('href')).toBe('tel:4141');
      expect(screen.getByRole('link', { name: '131' }).getAttribute('href')).toBe('tel:131');
      view.unmount();
    }
  });

  it('shows the footer with the contact channels and legal links', async () => {
    renderPage(<App />, { route: '/quienes-somos' });
    expect(await screen.findByRole('heading', { name: 'Valentía' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('contacto@e-mind.cl');
    expect(footer.textContent).toContain('WhatsApp');
    expect(footer.querySelector('a[href="/privacidad"]')).toBeTruthy();
    expect(footer.querySelector('a[href="/terminos-y-condiciones"]')).toBeTruthy();
  });

  it('links the psychologist call to action to registration', () => {
    renderPage(<App />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Regístrate como psicólogo' }).getAttribute('href')).toBe('/registro');
    expect(screen.getByRole('link', { name: 'Encuentra tu psicólogo' }).getAttribute('href')).toBe('/especialistas');
  });
});
