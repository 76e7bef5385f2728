import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchUrl } from '@emind/web-api/testing';
import { App } from '../../../app/app';
import { jsonResponse, signInAs, stubFetchAsVisitor, verifiedProfile } from '../../../testing/directory-fixtures';
import { AsMountedByShell } from '../../../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';

const fetchMock = stubFetchAsVisitor();
const MONDAY = { date: '2099-06-01', day_name: 'lunes', day_of_week: 'monday', slots: [{ start_time: '09:00', end_time: '10:00' }] };
const SENTENCE = 'Cancelación gratuita hasta 48 horas antes de la sesión; después se reembolsa el 50 %.';

fetchMock.mockImplementation(async (input) => {
  const url = fetchUrl(input);
  if (url.pathname.startsWith('/api/pricing/')) return jsonResponse(200, { price: 13000 });
  if (url.pathname.startsWith('/api/profiles/public/psychologists/7/')) {
    return jsonResponse(200, { ...verifiedProfile, cancellation_policy: { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 } });
  }
  if (url.pathname === '/api/comments/public/psychologist/7/reviews/') return jsonResponse(200, { results: [] });
  if (url.pathname === '/api/schedules/psychologist/7/available-days/') return jsonResponse(200, [MONDAY]);
  if (url.pathname === '/api/waitlist/') return jsonResponse(200, []);
  return jsonResponse(404, { detail: 'No encontrado.' });
});

describe('the cancellation policy before paying', () => {
  it('is on the profile and in the booking modal’s payment step', async () => {
    signInAs('client');
    renderPage(<AsMountedByShell app={<App />} />, { route: '/especialistas/7/agendar' });
    const section = await screen.findByRole('region', { name: 'Política de cancelación' }, { timeout: 5_000 });
    expect(within(section).getByTestId('profile-cancellation-policy').textContent).toBe(SENTENCE);

    const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta con Valentina Rojas Pérez' }, { timeout: 5_000 });
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: /09:00/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByTestId('booking-cancellation-policy')).textContent).toBe(SENTENCE);
  });
});
