import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderArea, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';
import { waitlistCountLabel } from './waitlist-count-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COUNT = 'GET /waitlist/count/';

describe("the psychologist's waitlist count", { timeout: 30_000 }, () => {
  it("shows 'N pacientes en lista de espera' on the home", async () => {
    stubPsychologistApi({ [COUNT]: { count: 3 } });
    renderArea('/psicologo/dashboard');
    expect((await screen.findByTestId('waitlist-count')).textContent).toBe('3 pacientes en lista de espera');
    expect(waitlistCountLabel(1)).toBe('1 paciente en lista de espera');
    expect(waitlistCountLabel(0)).toBe('0 pacientes en lista de espera');
  });

  it("offers 'Reintentar' when the count cannot be read", async () => {
    let calls = 0;
    stubPsychologistApi({ [COUNT]: () => (++calls === 1 ? { status: 500, body: { detail: 'Error interno del servidor' } } : { status: 200, body: { count: 2 } }) });
    const user = userEvent.setup();
    renderArea('/psicologo/dashboard');
    expect(await screen.findByText('No pudimos cargar tu lista de espera.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByTestId('waitlist-count')).textContent).toBe('2 pacientes en lista de espera');
  });
});
