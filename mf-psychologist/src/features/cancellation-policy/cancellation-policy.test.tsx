import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { openProfileTab, stubPsychologistApi } from '../../testing/render-profile-tab.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const schedulePricing = {
  'GET /schedules/psychologist_schedule/': { schedule_config: {} },
  'GET /pricing/configurations/current/': { min_price: 5000, max_price: 15000, platform_fee_percentage: 10 },
  'GET /pricing/suggested-prices/my_suggestion/': () => ({ status: 404, body: { detail: 'No encontrado' } }),
  'GET /pricing/psychologist-prices/my_price/': () => ({ status: 404, body: { detail: 'No encontrado' } }),
};

describe('Política de cancelación', { timeout: 30_000 }, () => {
  it('shows the current policy as patients read it, and saves the two choices as numbers', async () => {
    const calls = stubPsychologistApi({
      ...schedulePricing,
      'PUT /booking/cancellation-policy/': (call) => ({ status: 200, body: call.body }),
    });
    const user = await openProfileTab('Horarios y Tarifas');
    const form = await screen.findByRole('form', { name: 'Política de cancelación' });
    expect(within(form).getByTestId('cancellation-policy-summary').textContent).toBe('Cancelación gratuita hasta 24 horas antes de la sesión; después no hay reembolso.');

    await user.selectOptions(within(form).getByLabelText('Cancelación gratuita hasta'), '48');
    await user.selectOptions(within(form).getByLabelText('Si el paciente cancela después'), '50');
    expect(within(form).getByTestId('cancellation-policy-summary').textContent).toBe('Cancelación gratuita hasta 48 horas antes de la sesión; después se reembolsa el 50 %.');
    await user.click(within(form).getByRole('button', { name: 'Guardar política' }));

    expect(await within(form).findByText('Guardado')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ free_cancellation_hours: 48, late_cancellation_refund_percent: 50 });
  });

  it('shows the server’s refusal', async () => {
    stubPsychologistApi({
      ...schedulePricing,
      'PUT /booking/cancellation-policy/': () => ({ status: 400, body: { detail: 'No se pudo guardar.' } }),
    });
    const user = await openProfileTab('Horarios y Tarifas');
    const form = await screen.findByRole('form', { name: 'Política de cancelación' });
    await user.click(within(form).getByRole('button', { name: 'Guardar política' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('No se pudo guardar.');
  });
});
