import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { DataExport } from '@emind/contracts';
import { EXPORT_POLL_MS } from '../../api/privacy/get-exports.ts';
import { exportFixture, stubDownload, stubPrivacyApi } from '../../testing/privacy-fake-api.ts';
import { exportMessages } from './export-section.tsx';
import { openPrivacyTab } from './privacy-test-utils.tsx';

const ready = exportFixture({
  status: 'ready', status_display: 'Lista para descargar', ready_at: '2026-11-25T12:01:00Z',
  expires_at: '2026-12-02T12:01:00Z', download_url: '/api/privacy/exports/4/download/',
});

afterEach(() => vi.useRealTimers());

describe("Privacidad y datos: 'Descargar mis datos'", () => {
  it('requests an export, follows it every 5 s while it is prepared, and shows it ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let exports: DataExport[] = [];
    const calls = stubPrivacyApi({
      exports: () => exports,
      handler: (call) => {
        if (call.method !== 'POST' || call.path !== '/privacy/exports/') return undefined;
        exports = [exportFixture()];
        return { status: 202, body: { id: 4, status: 'pending' } };
      },
    });
    const user = await openPrivacyTab('client', { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText(/datos\.json/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Solicitar mis datos' }));
    expect(await screen.findByText(exportMessages.requested)).toBeTruthy();
    expect(await screen.findByText('En preparación')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Solicitar mis datos' }) as HTMLButtonElement).disabled).toBe(true);

    const polls = () => calls.filter((c) => c.method === 'GET' && c.path === '/privacy/exports/').length;
    const before = polls();
    exports = [ready];
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    await waitFor(() => expect(polls()).toBeGreaterThan(before));
    expect(await screen.findByText('Lista para descargar')).toBeTruthy();
    expect(screen.getByText(/Disponible hasta el 2 de diciembre de 2026, 09:01/)).toBeTruthy();
    const settled = polls();
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS * 2);
    expect(polls()).toBe(settled);
  });

  it('downloads the ZIP with the bearer under the name the server gave', async () => {
    stubPrivacyApi({ exports: () => [ready] });
    stubDownload('/privacy/exports/4/download/', 'e-mind-datos-2026-11-25.zip');
    const saved: string[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await openPrivacyTab();
    await user.click(await screen.findByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(saved).toEqual(['e-mind-datos-2026-11-25.zip']));
    click.mockRestore();
    created.mockRestore();
  });

  it('says when the last export expired and lets the person ask again', async () => {
    stubPrivacyApi({ exports: () => [exportFixture({ status: 'expired', status_display: 'Expirada' })] });
    await openPrivacyTab('psychologist');
    expect(await screen.findByText('Expirada')).toBeTruthy();
    expect(screen.getByText(/ya no está disponible/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Solicitar mis datos' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Descargar' })).toBeNull();
  });

  it('reports an expired download (410) with the server message', async () => {
    stubPrivacyApi({
      exports: () => [ready],
      handler: (call) => (call.path === '/privacy/exports/4/download/' ? { status: 410, body: { detail: 'Esta exportación ya expiró. Solicita una nueva.' } } : undefined),
    });
    const user = await openPrivacyTab();
    await user.click(await screen.findByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Esta exportación ya expiró. Solicita una nueva.')).toBeTruthy();
  });
});
