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

  it("the home offers it too, naming the psychologist and the last session's day", async () => {
    const done = appointmentFixture(4, '2020-03-02', '10:00', 'COMPLETED');
    stubApi(profileFixture(), (call) => (call.path.startsWith('/appointments/client-appointments') ? { status: 200, body: [done] } : undefined), 'client');
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard' });
    const card = within(await screen.findByTestId('rebook'));
    expect(card.getByText(`Tu última sesión con ${done.psychologist_name} fue el 2 de marzo de 2020.`)).toBeTruthy();
    expect(card.getByRole('link', { name: `Agendar la próxima con ${done.psychologist_name}` }).getAttribute('href')).toBe(`/especialistas/${done.psychologist}/agendar`);
  });

  it('is not offered while a session with that psychologist is booked ahead', async () => {
    const done = appointmentFixture(4, '2020-03-02', '10:00', 'COMPLETED');
    const ahead = appointmentFixture(5, '2099-03-02', '10:00', 'CONFIRMED');
    stubApi(profileFixture(), (call) => (call.path.startsWith('/appointments/client-appointments') ? { status: 200, body: [done, ahead] } : undefined), 'client');
    renderPage(<Routes><Route path="/dashboard/*" element={<App />} /></Routes>, { route: '/dashboard/appointments' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: /^Pasadas/ }));
    const card = within(await screen.findByRole('article', { name: `Cita ${done.code}` }));
    expect(card.queryByRole('link', { name: /Agendar la próxima/ })).toBeNull();
  });
});
