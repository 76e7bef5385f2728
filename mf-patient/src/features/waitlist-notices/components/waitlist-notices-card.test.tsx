import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistNotice } from '@emind/contracts';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { WaitlistNoticesCard } from './waitlist-notices-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice: WaitlistNotice = {
  id: 9, psychologist: 7, psychologist_name: 'Valentina Rojas', date: '2026-12-01', start_time: '15:00', end_time: '16:00',
  booking_path: '/especialistas/7/agendar?fecha=2026-12-01&hora=15:00', notified_at: '2026-11-25T12:00:00Z',
};

function stub(answer: { status: number; body: unknown }) {
  let calls = 0;
  stubApi(profileFixture(), (call) => {
    if (`${call.method} ${call.path}` !== 'GET /waitlist/notices/') return undefined;
    calls += 1;
    return calls === 1 ? answer : { status: 200, body: [notice] };
  });
}

describe("the patient's waitlist notices", () => {
  it('lists each freed slot with a link that opens the booking modal on it', async () => {
    stub({ status: 200, body: [notice] });
    renderPage(<WaitlistNoticesCard />);
    expect(await screen.findByRole('heading', { name: 'Horarios liberados de tu lista de espera' })).toBeTruthy();
    expect(await screen.findByText('Valentina Rojas: 1 de diciembre de 2026, 15:00 – 16:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reservar el 1 de diciembre de 2026 a las 15:00 con Valentina Rojas' }).getAttribute('href'))
      .toBe('/especialistas/7/agendar?fecha=2026-12-01&hora=15:00');
  });

  it('shows nothing when there is no notice', async () => {
    stub({ status: 200, body: [] });
    const { container } = renderPage(<WaitlistNoticesCard />);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
  });

  it("offers 'Reintentar' when the notices cannot be read", async () => {
    stub({ status: 500, body: { detail: 'Error interno del servidor' } });
    const user = userEvent.setup();
    renderPage(<WaitlistNoticesCard />);
    expect(await screen.findByText('No pudimos cargar tus avisos de la lista de espera.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Valentina Rojas: 1 de diciembre de 2026, 15:00 – 16:00')).toBeTruthy();
  });
});
