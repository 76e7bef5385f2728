// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { privacyMessages } from '@emind/domain';
import { askForConsent } from '@emind/web-session';
import { consentsFixture, renderPage, stubPrivacyApi, type PrivacyServer } from '@emind/web-account/testing';
import { AcceptTermsRoute } from '../../../app/routes/accept-terms.tsx';
import { ConsentRequiredListener } from '../../../components/consent-required-listener.tsx';
import { acceptTermsMessages } from './accept-terms-form.tsx';
import { ConsentGate } from './consent-gate.tsx';

const pendingTerms = consentsFixture({
  pending: ['terms'],
  documents: [
    { document: 'terms', label: 'Términos y Condiciones', current_version: '2026-12-01', accepted_version: '2025-06-01', accepted_at: '2025-06-02T12:00:00Z' },
    { document: 'privacy', label: 'Política de Privacidad', current_version: '2026-12-01', accepted_version: '2026-12-01', accepted_at: '2026-11-20T12:00:00Z' },
  ],
});

function Area() {
  const location = useLocation();
  return <p>Panel en {location.pathname}{location.search}</p>;
}

function renderAt(route: string, server: PrivacyServer) {
  const calls = stubPrivacyApi(server);
  renderPage(
    <>
      <ConsentRequiredListener />
      <Routes>
        <Route path="/aceptar-condiciones" element={<AcceptTermsRoute />} />
        <Route path="/dashboard/*" element={<ConsentGate><Area /></ConsentGate>} />
        <Route path="/login" element={<p>Pantalla de inicio de sesión</p>} />
      </Routes>
    </>,
    { route },
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('consent gate', () => {
  it('lets a person who accepted the documents in force into the area', async () => {
    const calls = renderAt('/dashboard/appointments', {});
    expect(await screen.findByText('Panel en /dashboard/appointments')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/privacy/consents/')).toHaveLength(1);
  });

  it('keeps a person with a pending document on /aceptar-condiciones until they accept, then goes on', async () => {
    let consents = pendingTerms;
    const calls = renderAt('/dashboard/appointments?tab=past', {
      get consents() { return consents; },
      handler: (call) => {
        if (call.method !== 'POST' || call.path !== '/privacy/consents/accept/') return undefined;
        consents = consentsFixture();
        return { status: 200, body: consents };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Términos actualizados' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Términos y Condiciones' });
    expect(link.getAttribute('href')).toBe('/terminos');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/aceptaste la versión 2025-06-01/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Política de Privacidad' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    expect(await screen.findByText(privacyMessages.consentRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'He leído y acepto los Términos y Condiciones' }));
    await user.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    expect(await screen.findByText('Panel en /dashboard/appointments?tab=past')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ documents: ['terms'] });
  });

  it('says so when the acceptance is not recorded and stays', async () => {
    renderAt('/dashboard', {
      consents: pendingTerms,
      handler: (call) => (call.method === 'POST' ? { status: 500, body: { detail: 'x' } } : undefined),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /He leído y acepto/ }));
    await user.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    expect(await screen.findByText(acceptTermsMessages.failed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Términos actualizados' })).toBeTruthy();
  });

  it('does not open the area when the consents cannot be read, and retries', async () => {
    let fail = true;
    renderAt('/dashboard', { handler: (call) => (call.path === '/privacy/consents/' && fail ? { status: 500, body: { detail: 'x' } } : undefined) });
    expect(await screen.findByText(/No pudimos comprobar tus consentimientos/)).toBeTruthy();
    expect(screen.queryByText(/Panel en/)).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Panel en /dashboard')).toBeTruthy();
  });

  it("answers the server's consent_required with /aceptar-condiciones, read afresh, then goes back to the page", async () => {
    let consents = consentsFixture();
    renderAt('/dashboard/appointments?tab=next', {
      get consents() { return consents; },
      handler: (call) => {
        if (call.method !== 'POST' || call.path !== '/privacy/consents/accept/') return undefined;
        consents = consentsFixture();
        return { status: 200, body: consents };
      },
    });
    expect(await screen.findByText('Panel en /dashboard/appointments?tab=next')).toBeTruthy();
    // The terms changed while the page was open: the cache still says all accepted, the server refuses.
    consents = pendingTerms;
    act(() => askForConsent());
    expect(await screen.findByRole('heading', { name: 'Términos actualizados' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'He leído y acepto los Términos y Condiciones' }));
    await user.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    expect(await screen.findByText('Panel en /dashboard/appointments?tab=next')).toBeTruthy();
  });

  it('sends a direct visit with nothing pending on to the dashboard', async () => {
    renderAt('/aceptar-condiciones', {});
    expect(await screen.findByText('Panel en /dashboard')).toBeTruthy();
  });
});
