import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@emind/web-ui/testing';
import type { AccountRole } from '../../types.ts';
import { ProfilePage } from '../profile/profile-page.tsx';

/** Mi Perfil on the 'Privacidad y datos' tab, as the person would open it. */
export async function openPrivacyTab(role: AccountRole = 'client', options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  renderPage(<ProfilePage role={role} />);
  await user.click(await screen.findByRole('tab', { name: 'Privacidad y datos' }));
  await screen.findByRole('heading', { name: 'Privacidad y datos' });
  return user;
}
