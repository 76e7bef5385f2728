import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { accessEntryFixture, accessPage, stubPrivacyApi } from '../../testing/privacy-fake-api.ts';
import { accessLogMessages } from './access-log-section.tsx';
import { openPrivacyTab } from './privacy-test-utils.tsx';

describe("Privacidad y datos: 'Quién ha visto mis datos'", () => {
  it('says nobody else has seen the data when the log is empty', async () => {
    stubPrivacyApi();
    await openPrivacyTab();
    expect(await screen.findByText(accessLogMessages.empty)).toBeTruthy();
  });

  it('lists who, role, what and when (Chile), a page at a time', async () => {
    const calls = stubPrivacyApi({
      accessLog: (page) => accessPage(
        page === 1
          ? [accessEntryFixture()]
          : [accessEntryFixture({ id: 'identity-2', actor_name: 'Admin e-mind', actor_role_display: 'Administrador', resource_display: 'Registro de paciente (administración)' })],
        { count: 51, page },
      ),
    });
    const user = await openPrivacyTab();
    expect(await screen.findByText('Pedro Soto')).toBeTruthy();
    expect(screen.getByText('Psicólogo')).toBeTruthy();
    expect(screen.getByText('Ficha de paciente')).toBeTruthy();
    expect(screen.getByText('24-11-2026, 15:30:00')).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Admin e-mind')).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(calls.some((c) => c.path === '/privacy/access-log/?page=2')).toBe(true);
  });

  it("tells a psychologist it lists admins' reads of documents and bank data", async () => {
    stubPrivacyApi({}, 'psychologist');
    await openPrivacyTab('psychologist');
    expect(await screen.findByText(/documentos de verificación o tus datos bancarios/)).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    stubPrivacyApi({ handler: (call) => (call.path.startsWith('/privacy/access-log/') ? { status: 500, body: { detail: 'x' } } : undefined) });
    await openPrivacyTab();
    expect(await screen.findByText(accessLogMessages.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
