import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { openProfileTab, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';
import { priceDigits, pricingMessages, simulateEarnings, validateSuggestedPrice } from '../lib/pricing-rules.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notFound = () => ({ status: 404, body: { detail: 'No encontrado' } });
const CONFIG = 'GET /pricing/configurations/current/';
const SUGGESTION = '/pricing/suggested-prices/my_suggestion/';
const MY_PRICE = 'GET /pricing/psychologist-prices/my_price/';
const schedule = { 'GET /schedules/psychologist_schedule/': { schedule_config: {} } };

describe('price rules', () => {
  it('keeps digits and checks required and the configured range, as the server does', () => {
    const range = { min_price: 5000, max_price: 15000 };
    expect(priceDigits('12.5a00')).toBe('12500');
    expect(validateSuggestedPrice('', range)).toBe(pricingMessages.required);
    expect(validateSuggestedPrice('4999', range)).toBe('El precio debe ser mayor o igual a $5.000.');
    expect(validateSuggestedPrice('5000', range)).toBeNull();
    expect(validateSuggestedPrice('15000', range)).toBeNull();
    expect(validateSuggestedPrice('15001', range)).toBe('El precio debe ser menor o igual a $15.000.');
  });

  it('gives the platform the first session of each new patient and the rest to the psychologist', () => {
    expect(simulateEarnings(20000, 3, 4)).toEqual({ sessions: 12, gross: 240000, platformShare: 60000, psychologistEarnings: 180000 });
    expect(simulateEarnings(20000, 2, 1)).toEqual({ sessions: 2, gross: 40000, platformShare: 40000, psychologistEarnings: 0 });
    expect(simulateEarnings(20000, 5, 0)).toEqual({ sessions: 0, gross: 0, platformShare: 0, psychologistEarnings: 0 });
  });
});

describe('Tarifas', { timeout: 30_000 }, () => {
  it('validates the suggestion, sends it and shows it pending approval with a simulation', async () => {
    const calls = stubPsychologistApi({
      ...schedule,
      [CONFIG]: { min_price: 5000, max_price: 15000, platform_fee_percentage: 10 },
      [`GET ${SUGGESTION}`]: notFound,
      [MY_PRICE]: notFound,
      [`POST ${SUGGESTION}`]: (call) => ({ status: 201, body: { ...(call.body as object), created_at: '2026-01-01T00:00:00Z' } }),
    });
    const user = await openProfileTab('Horarios y Tarifas');
    expect(await screen.findByText(pricingMessages.suggestToStart)).toBeTruthy();
    const input = screen.getByLabelText('Precio sugerido por sesión (CLP)') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Sugerir precio' }));
    expect(screen.getByText(pricingMessages.required)).toBeTruthy();

    await user.type(input, '4a500');
    expect(input.value).toBe('4.500');
    await user.click(screen.getByRole('button', { name: 'Sugerir precio' }));
    expect(screen.getByText('El precio debe ser mayor o igual a $5.000.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(input);
    await user.type(input, '12000');
    expect(input.value).toBe('12.000');
    await user.click(screen.getByRole('button', { name: 'Sugerir precio' }));
    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ price: 12000 });
    expect(screen.getByText('Pendiente de aprobación')).toBeTruthy();
    expect(screen.getByText(pricingMessages.pendingApproval)).toBeTruthy();

    // 4 patients × 4 sessions at $12.000 by default; the psychologist changes the counts.
    expect(screen.getByTestId('earnings-gross').textContent).toBe('$192.000');
    await user.clear(screen.getByLabelText('Sesiones por paciente'));
    await user.type(screen.getByLabelText('Sesiones por paciente'), '3');
    await user.clear(screen.getByLabelText('Pacientes nuevos'));
    await user.type(screen.getByLabelText('Pacientes nuevos'), '2');
    expect(screen.getByTestId('earnings-gross').textContent).toBe('$72.000');
    expect(screen.getByTestId('earnings-platform').textContent).toBe('$24.000');
    expect(screen.getByTestId('earnings-psychologist').textContent).toBe('$48.000');
  });

  it('uses the default minimum when the configuration fails, shows server errors and the approved price', async () => {
    stubPsychologistApi({
      ...schedule,
      [CONFIG]: () => ({ status: 500, body: {} }),
      [`GET ${SUGGESTION}`]: { price: 9000, created_at: '2026-01-01T00:00:00Z' },
      [MY_PRICE]: { price: 8000 },
      // The default range lets 3.000 through; the server's configured one does not.
      [`POST ${SUGGESTION}`]: () => ({ status: 400, body: { price: ['El precio debe ser mayor o igual a $5.000.'] } }),
    });
    const user = await openProfileTab('Horarios y Tarifas');
    expect((await screen.findByTestId('approved-price')).textContent).toBe('$8.000');
    expect(screen.getByText('Rango permitido: $2.000 - $15.000')).toBeTruthy();
    expect(screen.getByText(pricingMessages.suggestToStart)).toBeTruthy();
    // The simulation uses the approved price.
    expect(screen.getByTestId('earnings-gross').textContent).toBe('$128.000');
    const input = screen.getByLabelText('Precio sugerido por sesión (CLP)');
    await user.clear(input);
    await user.type(input, '3000');
    await user.click(screen.getByRole('button', { name: 'Sugerir precio' }));
    expect(await screen.findByText('El precio debe ser mayor o igual a $5.000.')).toBeTruthy();
  });

  it('shows the load error when the prices cannot be read', async () => {
    stubPsychologistApi({ ...schedule, [CONFIG]: { min_price: 5000, max_price: 15000, platform_fee_percentage: 10 }, [`GET ${SUGGESTION}`]: () => ({ status: 500, body: {} }), [MY_PRICE]: notFound });
    await openProfileTab('Horarios y Tarifas');
    expect(await screen.findByText(pricingMessages.load)).toBeTruthy();
  });
});
