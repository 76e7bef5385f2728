import { expect, type APIRequestContext } from '@playwright/test';
import { demoMp4, demoPdf } from '../../../libs/demo-data/src/files.ts';
import { DEMO_PASSWORD } from './shell-session.ts';

export interface OnboardedPsychologist {
  email: string;
  token: string;
  profileId: number;
  name: string;
}

export const requiredDocumentTypes = ['registration_certificate', 'professional_id', 'specialty_document', 'presentation_video'] as const;

/** Registers a psychologist through the API and returns their bearer token and profile id. */
export async function registerPsychologist(
  request: APIRequestContext,
  { email, firstName, lastName }: { email: string; firstName: string; lastName: string },
): Promise<OnboardedPsychologist> {
  const response = await request.post('/api/auth/register/', {
    data: { email, username: email, password: DEMO_PASSWORD, password2: DEMO_PASSWORD, user_type: 'psychologist', first_name: firstName, last_name: lastName },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { access: string; user: { profile_id: number } };
  return { email, token: body.access, profileId: body.user.profile_id, name: `${firstName} ${lastName}` };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** What the psychologist's own screens would send: profile, four documents, a schedule and a suggested price. */
export async function completeOnboardingViaApi(
  request: APIRequestContext,
  psychologist: OnboardedPsychologist,
  { specialties, interventions, price }: { specialties: string[]; interventions: string[]; price: number },
): Promise<void> {
  const headers = auth(psychologist.token);
  const profile = await request.patch('/api/profiles/psychologist-profiles/me/professional/', {
    headers,
    data: {
      health_register_number: '654321', university: 'Universidad de Chile', graduation_year: 2012,
      experience_description: 'Psicoterapia para adultos.', specialties, target_populations: ['Adultos (26-40 años)'], intervention_areas: interventions,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const experiences = await request.post('/api/profiles/psychologist-profiles/me/experiences/', {
    headers,
    data: { experiences: [{ experience_type: 'WORK', institution: 'CESFAM Providencia', role: 'Psicóloga clínica', start_date: '2013-03-01', end_date: null, description: '' }] },
  });
  expect(experiences.status(), await experiences.text()).toBe(200);
  for (const type of requiredDocumentTypes) {
    const file = type === 'presentation_video'
      ? { name: 'presentacion.mp4', mimeType: 'video/mp4', buffer: demoMp4(20) }
      : { name: `${type}.pdf`, mimeType: 'application/pdf', buffer: demoPdf(type) };
    const upload = await request.post('/api/profiles/psychologist-profiles/me/upload-verification-document/', {
      // The file first, as a browser's form sends it: the server streams it in before it knows the type.
      headers, multipart: { file, document_type: type, description: '' },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  const schedule = await request.patch('/api/schedules/psychologist-schedule/update/', {
    headers,
    data: {
      schedule_config: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [day, { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '17:00' }] }]),
      ),
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  const suggestion = await request.post('/api/pricing/suggested-prices/my_suggestion/', { headers, data: { price } });
  expect(suggestion.status(), await suggestion.text()).toBe(201);
}
