import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { holdRequests } from '@emind/web-account/testing';
import { renderArea, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATUS = 'GET /profiles/psychologist-profiles/me/verification-status/';

describe('verification banner', () => {
  it('shows the status and links to Mi Perfil while not verified', async () => {
    stubPsychologistApi({ [STATUS]: { verification_status: 'DOCUMENTS_SUBMITTED', verification_status_display: 'Documentos entregados' } });
    renderArea('/psicologo/dashboard');
    expect((await screen.findByRole('link', { name: 'Completar verificación' })).getAttribute('href')).toBe('/psicologo/dashboard/profile');
    expect(screen.getByText('Estado: Documentos entregados')).toBeTruthy();
  });

  it("holds the home's cards under one placeholder until the status is known, so the banner pushes nothing down", async () => {
    stubPsychologistApi({ [STATUS]: { verification_status: 'PENDING', verification_status_display: 'Pendiente' } });
    const release = holdRequests('/verification-status/');
    renderArea('/psicologo/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Gestionar citas' })).toBeNull();
    release();
    const banner = await screen.findByTestId('verification-banner');
    const cards = await screen.findByRole('link', { name: 'Gestionar citas' });
    // The banner comes before the cards, drawn in the same render: nothing was on screen to be pushed.
    expect(banner.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is absent once verified', async () => {
    const calls = stubPsychologistApi({ [STATUS]: { verification_status: 'VERIFIED', verification_status_display: 'Verificado' } });
    renderArea('/psicologo/dashboard');
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('verification-status/'))).toBe(true));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Estado:/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Completar verificación' })).toBeNull();
  });
});
