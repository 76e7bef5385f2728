import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CertificateVerification } from '@emind/contracts';
import { billingMessages } from '@emind/domain';
import { fetchUrl } from '@emind/web-api/testing';
import { App } from '../../app/app';
import { jsonResponse, stubFetchAsVisitor } from '../../testing/directory-fixtures';
import { AsMountedByShell } from '../../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';

// Each page is its own chunk: its first load takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const fetchMock = stubFetchAsVisitor();

const genuine: CertificateVerification = {
  genuine: true,
  certificate: {
    code: 'K7QF-2M9X-PL4D-8RTA', psychologist_name: 'Valentina Rojas Pérez', psychologist_rut: '12.345.678-5', registration_number: '412387',
    from: '2026-10-01', to: '2026-10-31', session_dates: ['2026-10-06', '2026-10-13'], session_count: 2, total: 50000, issued_at: '2026-11-02T14:30:00.000Z',
  },
};

function answer(byCode: Record<string, Response>) {
  fetchMock.mockImplementation(async (input) => {
    const match = /^\/api\/billing\/verify\/([^/]+)\/$/.exec(fetchUrl(input).pathname);
    return (match && byCode[decodeURIComponent(match[1] ?? '')]) || jsonResponse(404, { detail: billingMessages.codeNotFound });
  });
}

const verifiedCalls = () => fetchMock.mock.calls.map(([input]) => fetchUrl(input).pathname).filter((path) => path.startsWith('/api/billing/'));

describe('/verificar/:codigo', () => {
  it('says a genuine certificate is genuine and what it states, nothing about the patient, asking without a session', async () => {
    answer({ 'K7QF-2M9X-PL4D-8RTA': jsonResponse(200, genuine) });
    renderPage(<AsMountedByShell app={<App />} />, { route: '/verificar/K7QF-2M9X-PL4D-8RTA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificación de certificado' })).toBeTruthy();
    expect(await screen.findByText(/^Certificado auténtico/)).toBeTruthy();
    const stated = screen.getByTestId('verified-certificate').textContent ?? '';
    for (const shown of ['K7QF-2M9X-PL4D-8RTA', '02-11-2026 11:30', 'Valentina Rojas Pérez', '12.345.678-5', '412387', '01-10-2026 a 31-10-2026', '$50.000']) {
      expect(stated).toContain(shown);
    }
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['06-10-2026', '13-10-2026']);
    const [request] = fetchMock.mock.calls.find(([input]) => fetchUrl(input).pathname.startsWith('/api/billing/')) ?? [];
    expect(request instanceof Request ? request.headers.get('Authorization') : null).toBeNull();
  });

  it('says a code nobody issued is not genuine, and checks another code typed in the form', async () => {
    answer({ 'K7QF-2M9X-PL4D-8RTA': jsonResponse(200, genuine) });
    const user = userEvent.setup();
    renderPage(<AsMountedByShell app={<App />} />, { route: '/verificar/INVENTADO' });
    expect((await screen.findByRole('alert')).textContent).toBe(billingMessages.codeNotFound);
    const form = screen.getByRole('form', { name: 'Verificar certificado' });
    await user.clear(within(form).getByLabelText(/Código de verificación/));
    await user.type(within(form).getByLabelText(/Código de verificación/), ' K7QF-2M9X-PL4D-8RTA ');
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(/^Certificado auténtico/)).toBeTruthy();
    expect(verifiedCalls()).toEqual(['/api/billing/verify/INVENTADO/', '/api/billing/verify/K7QF-2M9X-PL4D-8RTA/']);
  });

  it('says why a certificate whose session was later cancelled or refunded is no longer genuine', async () => {
    answer({ 'K7QF-2M9X-PL4D-8RTA': jsonResponse(200, { genuine: false, certificate: null, reason: billingMessages.certificateRevokedCancelled }) });
    renderPage(<AsMountedByShell app={<App />} />, { route: '/verificar/K7QF-2M9X-PL4D-8RTA' });
    expect((await screen.findByRole('alert')).textContent).toBe(billingMessages.certificateRevokedCancelled);
    expect(screen.queryByText(/^Certificado auténtico/)).toBeNull();
  });

  it('asks for a code at /verificar, and shows the limit’s message when too many codes were tried', async () => {
    answer({ 'X': jsonResponse(429, { detail: 'Demasiadas solicitudes. Intenta de nuevo en un minuto.' }) });
    const user = userEvent.setup();
    renderPage(<AsMountedByShell app={<App />} />, { route: '/verificar' });
    const form = await screen.findByRole('form', { name: 'Verificar certificado' });
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect(await within(form).findByText('Ingresa el código del certificado')).toBeTruthy();
    expect(verifiedCalls()).toEqual([]);
    await user.type(within(form).getByLabelText(/Código de verificación/), 'X');
    await user.click(within(form).getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Demasiadas solicitudes. Intenta de nuevo en un minuto.');
  });
});
