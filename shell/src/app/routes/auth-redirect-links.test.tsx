// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from '@emind/web-account/testing';
import { LoginRoute } from './login.tsx';
import { RegisterRoute } from './register.tsx';
import { ForgotPasswordRoute } from './forgot-password.tsx';

afterEach(cleanup);

const booking = encodeURIComponent('/especialistas/7/agendar');
const hrefOf = async (name: string | RegExp): Promise<string | null> => (await screen.findByRole('link', { name })).getAttribute('href');

describe('where the person was going stays with them across the account screens', () => {
  it('login → Regístrate and ¿Olvidaste tu contraseña? keep the booking', async () => {
    renderPage(<LoginRoute />, { route: `/login?redirect=${booking}` });
    expect(await hrefOf('Regístrate')).toBe(`/registro?redirect=${booking}`);
    expect(await hrefOf('¿Olvidaste tu contraseña?')).toBe(`/recuperar-password?redirect=${booking}`);
  });

  it('registro and recuperar-password lead back to the login with it', async () => {
    renderPage(<RegisterRoute />, { route: `/registro?redirect=${booking}` });
    expect(await hrefOf('Inicia sesión')).toBe(`/login?redirect=${booking}`);
    cleanup();
    renderPage(<ForgotPasswordRoute />, { route: `/recuperar-password?redirect=${booking}` });
    expect(await hrefOf('Volver a iniciar sesión')).toBe(`/login?redirect=${booking}`);
  });

  it.each(['%2F%2Fevil.com', 'https%3A%2F%2Fevil.com', 'javascript%3Aalert(1)'])('drops an unsafe redirect (%s)', async (unsafe) => {
    renderPage(<LoginRoute />, { route: `/login?redirect=${unsafe}` });
    expect(await hrefOf('Regístrate')).toBe('/registro');
    expect(await hrefOf('¿Olvidaste tu contraseña?')).toBe('/recuperar-password');
  });
});
