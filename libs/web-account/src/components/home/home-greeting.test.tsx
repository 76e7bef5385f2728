import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { profileFixture, stubApi } from '../../testing/fake-api.ts';
import { renderPage } from '@emind/web-ui/testing';
import { HomeGreeting } from './home-greeting.tsx';

afterEach(() => vi.useRealTimers());

/** 14:59 UTC is 11:59 in Santiago during summer time (UTC-3). */
const CHILE_11_59 = new Date('2026-11-21T14:59:30Z');

describe('HomeGreeting', () => {
  it('greets psychologists and admins by Chile hour and moves on with the clock', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(CHILE_11_59);
    stubApi(profileFixture({ first_name: 'Matías' }), undefined, 'psychologist');
    renderPage(<HomeGreeting role="psychologist" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buenos días, Matías');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buenas tardes, Matías');
  });

  it('welcomes the patient with the first of their names, by their gender, and the generic greeting', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-21T21:30:00Z'));
    stubApi(profileFixture({ first_name: 'Ana María', gender: 'FEMALE' }));
    renderPage(<HomeGreeting role="client" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bienvenida, Ana');
    expect(screen.getByText('Buenas noches')).toBeTruthy();
  });

  it('welcomes without a gendered word when the gender is unknown', () => {
    stubApi(profileFixture({ first_name: 'Alex', gender: null }));
    renderPage(<HomeGreeting role="client" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Te damos la bienvenida, Alex');
  });

  it("names a woman psychologist's panel 'Psicóloga'", () => {
    stubApi(profileFixture({ first_name: 'Valentina', gender: 'FEMALE' }), undefined, 'psychologist');
    renderPage(<HomeGreeting role="psychologist" />);
    expect(screen.getByText('Panel de Psicóloga')).toBeTruthy();
  });
});
