import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderArea, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATUS = 'GET /profiles/psychologist-profiles/me/verification-status/';
const NONE = () => ({ status: 404, body: { detail: 'No encontrado' } });
const area = (status: string) => ({
  [STATUS]: { verification_status: status, verification_status_display: status },
  'GET /profiles/psychologist-profiles/me/professional/': {
    id: 7, professional_title: 'Psicóloga', health_register_number: '123456', university: 'Universidad de Chile', graduation_year: 2012,
    experience_description: '', specialties: ['Terapia Gestalt'], target_populations: [], intervention_areas: [], experiences: [],
    verification_status: status, verification_status_display: status, presentation_video_url: null,
  },
  'GET /profiles/psychologist-profiles/me/documents/': [
    { id: 1, document_type: 'professional_id', verification_status: 'pending', rejection_reason: null, description: '', file_name: 'ci.pdf', file_url: '', uploaded_at: '2026-11-01T10:00:00Z' },
  ],
  'GET /schedules/psychologist_schedule/': { schedule_config: {} },
  'GET /pricing/suggested-prices/my_suggestion/': NONE,
  'GET /pricing/psychologist-prices/my_price/': NONE,
});

describe("'Mi Perfil' verification checklist", () => {
  it('says what is done and what is missing, and each item opens the tab where it is done', async () => {
    stubPsychologistApi(area('PENDING'));
    renderArea('/psicologo/dashboard/profile');
    const list = await screen.findByRole('list', { name: 'Requisitos de verificación' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-done'))).toEqual(['true', 'false', 'false', 'false', 'true', 'false', 'false']);
    expect(screen.getByText('Llevas 2 de 7. Completa lo que falta para que un administrador pueda verificarte.')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Falta')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).getByText('Pendiente de revisión')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('link', { name: 'Video de presentación' }));
    expect((await screen.findByRole('tab', { name: 'Documentos' })).getAttribute('aria-selected')).toBe('true');
    await user.click(within(list).getByRole('link', { name: 'Horarios de Atención' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Horarios y Tarifas' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('opens the tab named in ?tab=', async () => {
    stubPsychologistApi(area('PENDING'));
    renderArea('/psicologo/dashboard/profile?tab=professional');
    expect((await screen.findByRole('tab', { name: 'Información Profesional' })).getAttribute('aria-selected')).toBe('true');
  });

  it('is not shown once verified', async () => {
    const calls = stubPsychologistApi(area('VERIFIED'));
    renderArea('/psicologo/dashboard/profile');
    await screen.findByRole('tab', { name: 'Documentos' });
    // Everything the checklist reads has been answered, and the page has drawn it.
    await waitFor(() => expect(['verification-status/', 'documents/', 'my_price/', 'my_suggestion/', 'psychologist_schedule/'].every((end) => calls.some((call) => call.path.endsWith(end)))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('list', { name: 'Requisitos de verificación' })).toBeNull();
  });
});
