import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { appointmentFixture } from '@emind/web-appointments/testing';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { App } from '../../../app/app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'Agendar la próxima'", () => {
  it('a completed session offers to book the next one with the same psychologist', async () => {
    const done = appointmentFixture(4, '2020-03-02', '10:00', 'COMPLETED');
    stubApi(profileFixture(), (call) => (call.path.startsWith('/appointments/client-appointments') ? { status: 200, body: [done] } : undefined), 'client');
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/appointments' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: /^Pasadas/ }));
    const card = within(await screen.findByRole('article', { name: `Cita ${done.code}` }));
    expect(card.getByRole('link', { name: `Agendar la próxima con ${done.psychologist_name}` }).getAttribute('href')).toBe(`/especialistas/${done.psychologist}/agendar`);
  });
});
