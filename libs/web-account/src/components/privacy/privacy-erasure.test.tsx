import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@emind/web-session';
import { privacyMessages } from '@emind/domain';
import { renderPage } from '@emind/web-ui/testing';
import { stubPrivacyApi } from '../../testing/privacy-fake-api.ts';
import type { RecordedCall } from '../../testing/fake-api.ts';
import { ProfilePage } from '../profile/profile-page.tsx';
import userEvent from '@testing-library/user-event';
import { erasureMessages } from './erasure-schema.ts';

const blocked = {
  code: 'erasure_blocked',
  detail: privacyMessages.upcomingSessions,
  sessions: [{ id: 8, date: '2026-12-03', start_time: '10:00', status: 'CONFIRMED', status_display: 'Confirmada', other_party_name: 'Pedro Soto' }],
};

function erasureServer(answer: (call: RecordedCall) => { status: number; body: unknown }) {
  return (call: RecordedCall) => (call.method === 'POST' && call.path === '/privacy/erasure/' ? answer(call) : undefined);
}

async function openDialog(role: 'client' | 'psychologist' | 'admin' = 'client') {
  const user = userEvent.setup();
  renderPage(<ProfilePage role={role} />);
  await user.click(await screen.findByRole('tab', { name: 'Privacidad y datos' }));
  expect(await screen.findByText(/Dentro de 30 días borramos tus datos/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, password = 'Demo1234!') {
  await user.type(within(dialog).getByLabelText(/Contraseña/), password);
  await user.click(within(dialog).getByRole('checkbox', { name: /quiero eliminar mi cuenta/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
}

describe("Privacidad y datos: 'Eliminar mi cuenta'", () => {
  it('says what happens and asks for the password and the confirmation before calling the server', async () => {
    const calls = stubPrivacyApi();
    const { user, dialog } = await openDialog();
    expect(screen.getByText(/6 años/)).toBeTruthy();
    expect(screen.getByText(/Paciente anónimo/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await within(dialog).findByText(erasureMessages.passwordRequired)).toBeTruthy();
    expect(within(dialog).getByText(erasureMessages.confirmRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === '/privacy/erasure/')).toBe(false);
  });

  it('puts a wrong password (400) under the password field', async () => {
    stubPrivacyApi({ handler: erasureServer(() => ({ status: 400, body: { password: [privacyMessages.wrongPassword] } })) });
    const { user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog, 'otra');
    expect(await within(dialog).findByText(privacyMessages.wrongPassword)).toBeTruthy();
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it('lists the sessions that block it (409) with where to cancel them', async () => {
    stubPrivacyApi({ handler: erasureServer(() => ({ status: 409, body: blocked })) }, 'psychologist');
    const { user, dialog } = await openDialog('psychologist');
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByText(privacyMessages.upcomingSessions)).toBeTruthy();
    expect(within(dialog).getByText(/3 de diciembre de 2026, 10:00 — Pedro Soto \(Confirmada\)/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ir a Mi Agenda' }).getAttribute('href')).toBe('/psicologo/dashboard/schedule');
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it('signs the person out and loads the login page with the notice on 202', async () => {
    const calls = stubPrivacyApi({ handler: erasureServer(() => ({ status: 202, body: { id: 5, status: 'pending', due_at: '2026-12-25T12:00:00Z' } })) });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const { user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?cuenta=eliminada'));
    expect(calls.find((c) => c.path === '/privacy/erasure/')?.body).toEqual({ password: 'Demo1234!' });
    expect(useSessionStore.getState()).toMatchObject({ user: null, access: null });
    replace.mockRestore();
  });
});
