import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore, type SessionUser } from '@emind/web-session';
import type { UserType } from '@emind/domain';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function listItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Especialista ${id}`,
    first_name: 'Especialista',
    last_name: String(id),
    professional_title: 'Psicóloga Clínica',
    university: 'Universidad de Chile',
    specialties: ['Terapia Cognitivo-Conductual (TCC)'],
    profile_image: null,
    verification_status: 'VERIFIED',
    gender: 'FEMALE',
    rating: 4.5,
    review_count: 2,
    experience: '7',
    price: 12000,
    availability: 'Disponible',
    ...overrides,
  };
}

export function directoryPage(results: unknown[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export const verifiedProfile = {
  id: 7,
  user: { id: 70, first_name: 'Valentina', last_name: 'Rojas Pérez' },
  professional_title: 'Psicóloga Clínica',
  health_register_number: '412387',
  profile_image: null,
  verification_status: 'VERIFIED',
  presentation_video_url: null,
  experiences: [
    { id: 1, experience_type: 'WORK', institution: 'Centro de Salud Mental UC', role: 'Psicóloga clínica', description: 'Adultos.', start_date: '2014-03-01', end_date: '2020-12-31' },
    { id: 2, experience_type: 'WORK', institution: 'Consulta particular', role: 'Psicóloga clínica', description: '', start_date: '2021-01-04', end_date: null },
    { id: 3, experience_type: 'ASSISTANTSHIP', institution: 'Pontificia Universidad Católica de Chile', role: 'Psicopatología', description: '', start_date: '2011-03-01', end_date: '2011-12-15' },
  ],
  specialties: ['Terapia Cognitivo-Conductual (TCC)', 'Mindfulness'],
  intervention_areas: ['Ansiedad'],
  target_populations: ['Adultos (26-40 años)'],
  university: 'Pontificia Universidad Católica de Chile',
  graduation_year: 2012,
  experience_description: 'Acompaño a adultos jóvenes.',
  gender: 'FEMALE',
  experience_years: 14,
  price: 12000,
  rating: null,
};

/** Signs a fake user into the shared session store (null signs out). */
export function signInAs(userType: UserType | null): void {
  if (!userType) {
    useSessionStore.setState({ user: null, access: null, refresh: null });
    return;
  }
  const user: SessionUser = {
    id: 1, user_type: userType, profile_id: 1, first_name: 'Ana', last_name: 'Prueba', email: 'ana@example.cl',
    username: 'ana@example.cl', phone_number: null, professional_title: null,
  };
  useSessionStore.setState({ user, access: 'token', refresh: 'refresh' });
}

/** A Monday with one free hour, far ahead. */
export const FREE_MONDAY = { date: '2099-06-01', day_name: 'lunes', day_of_week: 'monday', slots: [{ start_time: '09:00', end_time: '10:00' }] };

/**
 * The answers the booking page of psychologist 7 reads (price, profile, reviews, free days, waitlist), or null for any
 * other address; `profile` replaces the verified profile's fields.
 */
export function bookingPageAnswer(url: URL, profile: Record<string, unknown> = {}): Response | null {
  if (url.pathname.startsWith('/api/pricing/')) return jsonResponse(200, { price: 13000 });
  if (url.pathname.startsWith('/api/profiles/public/psychologists/7/')) return jsonResponse(200, { ...verifiedProfile, ...profile });
  if (url.pathname === '/api/comments/public/psychologist/7/reviews/') return jsonResponse(200, { results: [] });
  if (url.pathname === '/api/schedules/psychologist/7/available-days/') return jsonResponse(200, [FREE_MONDAY]);
  if (url.pathname === '/api/waitlist/') return jsonResponse(200, []);
  return null;
}

/** Stubs `fetch` for every test of a file, as a visitor, and resets it after each. */
export function stubFetchAsVisitor(): ReturnType<typeof vi.fn<typeof fetch>> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInAs(null);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
