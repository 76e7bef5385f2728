import { readableMail } from './mail-text.ts';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, auth, outboxMails, type ApiSession } from './appointments.ts';
import { registerPsychologist } from './psychologist-onboarding.ts';
import { demo, uniqueEmail } from './shell-session.ts';

const BANK = {
  bank_name: 'BANCO_ESTADO', bank_account_type: 'RUT', bank_account_number: '12345678', bank_account_owner: 'Lidia Espera',
  bank_account_owner_rut: '12.345.678-5', bank_account_owner_email: 'pagos-lidia@example.cl',
};

/** A bookable psychologist of this test alone who opens one hour a week: Wednesdays 15:00–16:00. */
export async function oneHourPsychologistViaApi(request: APIRequestContext): Promise<ApiSession & { name: string }> {
  const psychologist = await registerPsychologist(request, { email: uniqueEmail('espera'), firstName: 'Lidia', lastName: 'Espera' });
  const session: ApiSession = { email: psychologist.email, token: psychologist.token, profileId: psychologist.profileId };
  const admin = await apiLogin(request, demo.admin);
  const steps = [
    () => request.patch('/api/profiles/psychologist-profiles/me/professional/', {
      headers: auth(session),
      data: { university: 'Universidad de Chile', graduation_year: 2012, health_register_number: '654321', specialties: ['Terapia Gestalt'], target_populations: ['Adultos (26-40 años)'], intervention_areas: ['Ansiedad'] },
    }),
    () => request.patch(`/api/profiles/admin/psychologists/${psychologist.profileId}/toggle-status/`, { headers: auth(admin), data: { verification_status: 'VERIFIED' } }),
    () => request.post(`/api/pricing/psychologist-prices/set_psychologist_price/${psychologist.profileId}/`, { headers: auth(admin), data: { price: 20000 } }),
    () => request.patch('/api/profiles/psychologist-profiles/me/update_bank_info/', { headers: auth(session), data: BANK }),
    () => request.patch('/api/schedules/psychologist-schedule/update/', {
      headers: auth(session), data: { schedule_config: { wednesday: { enabled: true, timeBlocks: [{ startTime: '15:00', endTime: '16:00' }] } } },
    }),
  ];
  for (const step of steps) {
    const response = await step();
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
  return { ...session, name: psychologist.name };
}

/** The booking link of the waitlist mail sent to `email` about `psychologistId`, once the job has queued and sent it. */
export async function waitlistMailLink(email: string, psychologistId: number): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+/especialistas/${psychologistId}/agendar\\?fecha=\\d{4}-\\d{2}-\\d{2}&hora=\\d{2}:\\d{2}`);
  let link: string | null = null;
  await expect.poll(async () => {
    for (const raw of await outboxMails()) {
      const mail = readableMail(raw);
      if (mail.includes(email) && mail.includes('lista de espera')) link = pattern.exec(mail)?.[0] ?? null;
      if (link) return link;
    }
    return null;
  }, { timeout: 20_000 }).not.toBeNull();
  if (!link) throw new Error(`no waitlist mail to ${email}`);
  return link;
}
