import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { profileFixture, renderPage, stubApi, type RecordedCall } from '@emind/web-account/testing';
import type { Gender } from '@emind/domain';
import { intakeMessages } from '@emind/domain/measures';
import { billingMessages } from '@emind/domain';
import { App } from '../app/app.tsx';
import { emptyMeasures, instrumentList } from './measures-fixtures.ts';

export type Reply = { status: number; body: unknown } | undefined;

/** What the home asks for on every visit, answered empty unless a test says otherwise. */
const homeDefaults = {
  'GET /appointments/psychologist-stats/': {
    totalAppointments: 0, completedAppointments: 0, pendingPaymentAppointments: 0, activeClients: 0, upcomingAppointments: [],
  },
  'GET /appointments/psychologist-weekly-sessions/': { weeks: [] },
  // 'Ausencias' sits in the 'Horarios y Tarifas' tab.
  'GET /schedules/time-off/': { skip_holidays: false, time_off: [], stranded: [], holidays_known_until: '2027-12-31' },
  // 'Política de cancelación' sits there too: the default until a test says otherwise.
  'GET /booking/cancellation-policy/': { free_cancellation_hours: 24, late_cancellation_refund_percent: 0 },
  // The home and Mi Agenda poll who is in a waiting room.
  'GET /sessions/waiting/': [],
  // The home's safety alerts: none unless a test says otherwise.
  'GET /measures/flags/': { results: [] },
  // Verified unless a test says otherwise: no banner on the home, no checklist on 'Mi Perfil'.
  'GET /profiles/psychologist-profiles/me/verification-status/': { verification_status: 'VERIFIED', verification_status_display: 'Verificado' },
};

/**
 * What a screen asks for by path pattern, answered empty unless a test says otherwise: a session's attendance (the
 * agenda's drawer), a session's boleta, and a patient's questionnaires and intake (the patient's detail).
 */
const patternDefaults: [RegExp, (call: RecordedCall) => Reply][] = [
  [/^GET \/sessions\/\d+\/attendance\/$/, () => ({ status: 200, body: [] })],
  [/^GET \/measures\/instruments\/$/, () => ({ status: 200, body: { results: instrumentList } })],
  [/^GET \/measures\/patients\/\d+\/$/, (call) => ({ status: 200, body: emptyMeasures(Number(call.path.split('/')[3])) })],
  [/^GET \/intake\/\d+\/$/, () => ({ status: 404, body: { code: 'intake_not_filled', detail: intakeMessages.notFound } })],
  // A paid session's boleta in the agenda's drawer: none unless a test says otherwise.
  [/^GET \/billing\/appointments\/\d+\/boleta\/$/, () => ({ status: 404, body: { detail: billingMessages.boletaNotFound } })],
];

/** Answers `routes[METHOD path]` (a value or a function of the call); anything else falls back to the profile. */
export function stubPsychologistApi(
  routes: Record<string, ((call: RecordedCall) => Reply) | object>,
  gender: Gender | null = 'FEMALE',
): RecordedCall[] {
  return stubApi(
    profileFixture({ gender }),
    (call) => {
      const key = `${call.method} ${call.path}`;
      const route = routes[key] ?? homeDefaults[key as keyof typeof homeDefaults] ?? patternDefaults.find(([pattern]) => pattern.test(key))?.[1];
      if (route === undefined) return undefined;
      if (typeof route === 'function') return (route as (c: RecordedCall) => Reply)(call);
      return { status: 200, body: route };
    },
    'psychologist',
  );
}

export function renderArea(route: string) {
  return renderPage(<Routes><Route path="/psicologo/dashboard/*" element={<App />} /></Routes>, { route });
}

/** Opens 'Mi Perfil' and the named tab. */
export async function openProfileTab(name: string) {
  const user = userEvent.setup();
  renderArea('/psicologo/dashboard/profile');
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}
