import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, auth, type ApiSession } from './appointments.ts';
import { registerPsychologist } from './psychologist-onboarding.ts';
import { demo, uniqueEmail } from './shell-session.ts';

const BANK = {
  bank_name: 'BANCO_ESTADO', bank_account_type: 'RUT', bank_account_number: '12345678', bank_account_owner: 'Elena Ausente',
  bank_account_owner_rut: '12.345.678-5', bank_account_owner_email: 'pagos-elena@example.cl',
};

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** When the psychologist works: days of the week and one block of hours on each. */
export interface WeeklyHours {
  days: readonly string[];
  startTime: string;
  endTime: string;
}

/** A psychologist of this test alone that patients can book: verified, priced, with bank data and a schedule (weekday mornings unless told). */
export async function listedPsychologistViaApi(
  request: APIRequestContext,
  hours: WeeklyHours = { days: weekdays, startTime: '09:00', endTime: '12:00' },
): Promise<ApiSession & { name: string }> {
  const psychologist = await registerPsychologist(request, { email: uniqueEmail('ausencias'), firstName: 'Elena', lastName: 'Ausente' });
  const headers = auth({ email: psychologist.email, token: psychologist.token, profileId: psychologist.profileId });
  const admin = await apiLogin(request, demo.admin);
  const steps = [
    () => request.patch('/api/profiles/psychologist-profiles/me/professional/', {
      headers, data: { university: 'Universidad de Chile', graduation_year: 2012, health_register_number: '654321', specialties: ['Terapia Gestalt'], target_populations: ['Adultos (26-40 años)'], intervention_areas: ['Ansiedad'] },
    }),
    () => request.patch(`/api/profiles/admin/psychologists/${psychologist.profileId}/toggle-status/`, { headers: auth(admin), data: { verification_status: 'VERIFIED' } }),
    () => request.post(`/api/pricing/psychologist-prices/set_psychologist_price/${psychologist.profileId}/`, { headers: auth(admin), data: { price: 20000 } }),
    () => request.patch('/api/profiles/psychologist-profiles/me/update_bank_info/', { headers, data: BANK }),
    () => request.patch('/api/schedules/psychologist-schedule/update/', {
      headers,
      data: { schedule_config: Object.fromEntries(hours.days.map((day) => [day, { enabled: true, timeBlocks: [{ startTime: hours.startTime, endTime: hours.endTime }] }])) },
    }),
  ];
  for (const step of steps) {
    const response = await step();
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
  return { email: psychologist.email, token: psychologist.token, profileId: psychologist.profileId, name: psychologist.name };
}

/** The calendar date `days` after a yyyy-MM-dd one. */
export const plusDays = (date: string, days: number): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
