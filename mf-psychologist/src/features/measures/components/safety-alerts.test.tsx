import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpenSafetyFlag } from '@emind/contracts';
import { SAFETY_FLAGS_CHANGED_EVENT } from '@emind/web-session/safety-flags-changed';
import { renderArea, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flag: OpenSafetyFlag = { id: 4, patient: 12, patient_name: 'Camila Soto', raised_at: '2026-05-02T15:00:00.000Z' };

describe("the psychologist's home: unreviewed safety flags first", { timeout: 30_000 }, () => {
  it('names the patient with a link to their page and the help lines to call, until marked reviewed (the bar is told)', async () => {
    let open = [flag];
    const calls = stubPsychologistApi({
      'GET /measures/flags/': () => ({ status: 200, body: { results: open } }),
      'POST /measures/flags/4/review/': () => {
        open = [];
        return { status: 204, body: null };
      },
    });
    const told = vi.fn();
    window.addEventListener(SAFETY_FLAGS_CHANGED_EVENT, told);
    renderArea('/psicologo/dashboard');

    const alerts = await screen.findByTestId('safety-alerts');
    expect(within(alerts).getByText('Un paciente necesita tu atención')).toBeTruthy();
    expect(within(alerts).getByRole('link', { name: 'Camila Soto' }).getAttribute('href')).toBe('/psicologo/dashboard/patients/12');
    expect(alerts.textContent).toContain('2 de mayo de 2026');
    for (const [name, href] of [[/4141/, 'tel:4141'], [/600 360 7777/, 'tel:6003607777'], [/131/, 'tel:131']] as const) {
      expect(within(alerts).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    // Above everything else on the home.
    const summary = await screen.findByTestId('practice-stats');
    expect(alerts.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(within(alerts).getByRole('button', { name: 'Marcar como revisado' }));
    await waitFor(() => expect(screen.queryByTestId('safety-alerts')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/measures/flags/4/review/']);
    expect(told).toHaveBeenCalled();
    window.removeEventListener(SAFETY_FLAGS_CHANGED_EVENT, told);
  });

  it('shows nothing while there are none', async () => {
    stubPsychologistApi({});
    renderArea('/psicologo/dashboard');
    await screen.findByTestId('practice-stats');
    await waitFor(() => expect(screen.queryByTestId('safety-alerts')).toBeNull());
  });
});
