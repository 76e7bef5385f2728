// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@emind/web-session';
import { renderPage } from '@emind/web-ui/testing';
import UserMenu from './user-menu.tsx';
import { initials } from './user-menu-button.tsx';

afterEach(cleanup);

const elena: SessionUser = {
  id: 5, user_type: 'psychologist', profile_id: 9, first_name: 'Elena', last_name: 'Ausente', email: 'elena@example.cl',
  username: 'elena@example.cl', phone_number: null, professional_title: null,
};

describe("the bar's user menu", () => {
  it('shows the initials of the first and last words, as an avatar does', () => {
    expect(initials('Elena Ausente')).toBe('EA');
    expect(initials('  María José   Pérez ')).toBe('MP');
    expect(initials('ana')).toBe('A');
    expect(initials('')).toBe('');
  });

  it('opens on its button, drawn as before Chakra arrived', async () => {
    renderPage(<UserMenu user={elena} onLogout={() => undefined} openAtOnce={false} />);
    const button = screen.getByTestId('user-menu-trigger');
    expect(button.textContent).toBe('EAElena');
    expect(screen.queryByRole('menuitem', { name: 'Cerrar sesión' })).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('opens at once when its button was pressed before the menu had loaded', async () => {
    renderPage(<UserMenu user={elena} onLogout={() => undefined} openAtOnce />);
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeTruthy();
  });
});
