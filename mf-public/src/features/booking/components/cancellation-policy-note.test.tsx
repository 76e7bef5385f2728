import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchUrl } from '@emind/web-api/testing';
import { App } from '../../../app/app';
import { bookingPageAnswer, jsonResponse, signInAs, stubFetchAsVisitor } from '../../../testing/directory-fixtures';
import { AsMountedByShell } from '../../../testing/location-probe';
import { renderPage } from '@emind/web-ui/testing';

const fetchMock = stubFetchAsVisitor();
const SENTENCE = 'Cancelación gratuita hasta 48 horas antes de la sesión; después se reembolsa el 50 %.';

fetchMock.mockImplementation(async (input) => {
  const url = fetchUrl(input);
  return bookingPageAnswer(url, { cancellation_policy: { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 } }) ?? jsonResponse(404, { detail: 'No encontrado.' });
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
