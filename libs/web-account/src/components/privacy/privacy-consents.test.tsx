import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { consentsFixture, stubPrivacyApi } from '../../testing/privacy-fake-api.ts';
import { consentMessages } from './consents-section.tsx';
import { openPrivacyTab } from './privacy-test-utils.tsx';

describe("Privacidad y datos: 'Consentimientos'", () => {
  it('is the last tab for every role and lists each document with its version, date and page', async () => {
    for (const role of ['client', 'psychologist', 'admin'] as const) {
      stubPrivacyApi({}, role);
      await openPrivacyTab(role);
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs.at(-1)).toBe('Privacidad y datos');
      const terms = await screen.findByRole('link', { name: 'Términos y Condiciones' });
      expect(terms.getAttribute('href')).toBe('/terminos');
      expect(screen.getByRole('link', { name: 'Política de Privacidad' }).getAttribute('href')).toBe('/privacidad');
      const row = terms.closest('tr');
      expect(row && within(row).getByText('2026-12-01')).toBeTruthy();
      expect(row && within(row).getByText('20 de noviembre de 2026, 10:05')).toBeTruthy();
      expect(screen.getByText(/no se pueden desactivar/)).toBeTruthy();
      document.body.innerHTML = '';
    }
  });

  it('turns a mail kind off with a PATCH and says so', async () => {
    const calls = stubPrivacyApi({
      handler: (call) => (call.method === 'PATCH' && call.path === '/privacy/consents/'
        ? { status: 200, body: consentsFixture({ optional_mail: { reminders: false, waitlist: true } }) }
        : undefined),
    });
    const user = await openPrivacyTab();
    const reminders = await screen.findByRole('checkbox', { name: 'Recordatorios de sesiones' });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    await user.click(reminders);
    expect(await screen.findByText(consentMessages.saved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ optional_mail: { reminders: false } });
    expect((screen.getByRole('checkbox', { name: 'Recordatorios de sesiones' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the stored value and reports a failed change', async () => {
    stubPrivacyApi({ handler: (call) => (call.method === 'PATCH' ? { status: 500, body: { detail: 'x' } } : undefined) });
    const user = await openPrivacyTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Avisos de lista de espera' }));
    expect(await screen.findByText(consentMessages.saveFailed)).toBeTruthy();
    const input = screen.getByRole('checkbox', { name: 'Avisos de lista de espera' });
    // What the switch shows (the hidden input's property lags behind in happy-dom after a refused change).
    await waitFor(() => expect(input.closest('label')?.getAttribute('data-state')).toBe('checked'));
  });

  it('shows an error with a retry when the consents do not load', async () => {
    let fail = true;
    stubPrivacyApi({ handler: (call) => (call.path === '/privacy/consents/' && fail ? { status: 500, body: { detail: 'x' } } : undefined) });
    const user = await openPrivacyTab();
    expect(await screen.findByText(consentMessages.loadFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Reintentar' })[0]!);
    expect(await screen.findByRole('link', { name: 'Términos y Condiciones' })).toBeTruthy();
  });
});
