import { expect, type APIRequestContext } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiSignIn, DEMO_PASSWORD, registerViaApi, uniqueEmail } from './shell-session.ts';

export interface ApiSession {
  email: string;
  token: string;
  profileId: number;
}

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const session = await apiSignIn(request, email, password);
  return { email, token: session.access, profileId: session.user.profile_id };
}

/** A fresh patient of this test alone. */
export async function registerPatient(request: APIRequestContext): Promise<ApiSession> {
  const email = uniqueEmail('paciente');
  await registerViaApi(request, email, DEMO_PASSWORD);
  return apiLogin(request, email);
}

export const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

export interface FreeSlot {
  date: string;
  start_time: string;
  end_time: string;
}

/** The first free slot of a psychologist, or the `skip`-th one; none starting before `earliest` (epoch ms) when given. */
export async function freeSlot(request: APIRequestContext, session: ApiSession, psychologistId: number, skip = 0, earliest = 0): Promise<FreeSlot> {
  const response = await request.get(`/api/schedules/psychologist/${psychologistId}/available-days/`, { headers: auth(session) });
  const days = (await response.json()) as { date: string; slots: { start_time: string; end_time: string }[] }[];
  // A slot starting within hours has payment and hold deadlines that run out during the test (seen at 20:00 in Chile):
  // journeys book from 3 hours ahead. Chile's offset is taken as -03:00; in winter the margin is 2 hours instead.
  const soonest = Math.max(Date.now() + 3 * 3_600_000, earliest);
  const slots = days
    .flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })))
    .filter((slot) => Date.parse(`${slot.date}T${slot.start_time}:00-03:00`) >= soonest);
  const slot = slots[skip];
  if (!slot) throw new Error(`no free slot #${skip} for psychologist ${psychologistId}`);
  return slot;
}

/** The booking call as the booking modal makes it; its answer, whatever it is. */
export function requestBooking(request: APIRequestContext, session: ApiSession, psychologistId: number, slot: FreeSlot) {
  return request.post('/api/appointments/', {
    headers: auth(session),
    data: { psychologist: psychologistId, ...slot, payment_method: 'transfer', client_notes: '' },
  });
}

export async function bookViaApi(request: APIRequestContext, session: ApiSession, psychologistId: number, slot: FreeSlot) {
  const response = await requestBooking(request, session, psychologistId, slot);
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; code: string; is_first_appointment: boolean; payment_info: { account: { bank_account_number: string | null } } };
}

/** A 1×1 PNG: a payment proof as small as it gets. */
export const PNG_PROOF = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export async function uploadProofViaApi(request: APIRequestContext, session: ApiSession, appointmentId: number): Promise<void> {
  const response = await request.post(`/api/appointments/${appointmentId}/upload-payment/`, {
    headers: auth(session),
    multipart: { payment_proof: { name: 'comprobante.png', mimeType: 'image/png', buffer: PNG_PROOF } },
  });
  expect(response.status()).toBe(200);
}

export async function setPaymentStatus(request: APIRequestContext, session: ApiSession, appointmentId: number, status: 'PAYMENT_VERIFIED' | 'CONFIRMED') {
  const response = await request.patch(`/api/appointments/${appointmentId}/update-payment-status/`, { headers: auth(session), data: { status } });
  expect(response.status()).toBe(200);
}

/** Every mail the platform has sent in this run (the outbox writes .eml files without SMTP). */
export async function outboxMails(): Promise<string[]> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(files.map((name) => readFile(join(outbox, name), 'utf8')));
}
