import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
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
    expect(await screen.findByText('Estado: Documentos entregados')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completar verificación' }).getAttribute('href')).toBe('/psicologo/dashboard/profile');
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
