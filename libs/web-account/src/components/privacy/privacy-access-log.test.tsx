import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { accessGroupFixture, accessPage, stubPrivacyApi } from '../../testing/privacy-fake-api.ts';
import { accessLogMessages } from './access-log-section.tsx';
import { openPrivacyTab } from './privacy-test-utils.tsx';

describe("Privacidad y datos: 'Quién ha visto mis datos'", () => {
  it('says nobody else has seen the data when the log is empty', async () => {
    stubPrivacyApi();
    await openPrivacyTab();
    expect(await screen.findByText(accessLogMessages.empty)).toBeTruthy();
  });

  it('says who saw what, how many times and between which days (Chile), a page at a time', async () => {
    const calls = stubPrivacyApi({
      accessLog: (page) => accessPage(
        page === 1
          ? [accessGroupFixture()]
          : [accessGroupFixture({ summary: 'Admin e-mind (Administrador) vio tu registro de paciente', times: 1, first_at: '2026-11-24T18:30:00Z' })],
        { count: 51, page },
      ),
    });
    const user = await openPrivacyTab();
    expect(await screen.findByText('Pedro Soto (Psicólogo Clínico) vio tu agenda de citas')).toBeTruthy();
    expect(screen.getByText('12 veces · 3 – 24 de nov')).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Admin e-mind (Administrador) vio tu registro de paciente')).toBeTruthy();
    expect(screen.getByText('1 vez · 24 nov')).toBeTruthy();
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
