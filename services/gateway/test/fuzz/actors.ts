import { sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { TEST_ADMIN } from '../embedded-gateway.ts';

/** Who calls: the headers they send and the values no answer to them may contain. */
export interface Role {
  name: string;
  headers: Record<string, string>;
  /** Other people's e-mail, RUT and phone (as stored and as bare digits). */
  secrets: string[];
}

export interface Person {
  access: string;
  profileId: number;
  secrets: string[];
}

export const DEMO_PASSWORD = 'Demo1234!';
const profilePath = { client: 'client-profiles', psychologist: 'psychologist-profiles', admin: 'admin-profiles' } as const;
type Kind = keyof typeof profilePath;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function login(app: FastifyInstance, kind: Kind, email: string, password: string): Promise<Person> {
  const session = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  if (session.statusCode !== 200) throw new Error(`login of ${email}: ${session.statusCode} ${session.body}`);
  const access = session.json<{ access: string }>().access;
  const profile = await app.inject({ method: 'GET', url: `/api/profiles/${profilePath[kind]}/me/`, headers: bearer(access) });
  const { id, email: stored, rut, phone } = profile.json<{ id: number; email: string; rut: string | null; phone: string | null }>();
  const digits = (value: string) => value.replace(/\D/g, '');
  const secrets = [stored, ...[rut, phone].flatMap((value) => (value ? [value, digits(value)] : []))];
  return { access, profileId: id, secrets };
}

async function register(app: FastifyInstance, kind: 'client' | 'psychologist', email: string, phone: string): Promise<void> {
  const payload = {
    email, username: email, password: DEMO_PASSWORD, password2: DEMO_PASSWORD, user_type: kind,
    first_name: 'Fuzz', last_name: 'Tester', phone_number: phone,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register/', payload });
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.statusCode} ${response.body}`);
}

/** A token signed with identity's key whose validity ended an hour ago. */
async function expiredToken(dataDir: string, person: Person, userType: Kind): Promise<string> {
  const key = await readFile(path.join(dataDir, 'keys/jwt-ed25519.pem'), 'utf8');
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: '1', user_type: userType, profile_id: person.profileId, iss: 'e-mind-identity', iat: now - 7200, exp: now - 3600 };
  const unsigned = `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${sign(null, Buffer.from(unsigned), key).toString('base64url')}`;
}

/** A real token whose claims were rewritten to an admin's, keeping the original signature. */
function tamperedToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${base64url({ ...claims, user_type: 'admin' })}.${signature}`;
}

/** Values of every `id` key in a JSON answer. */
function idsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'id' && typeof inner === 'number' ? [inner] : idsIn(inner)));
}

/**
 * Two people per role: A calls, B (the demo accounts, which hold appointments, documents, reviews and bank data)
 * is the one whose data must never reach A. Also the ids of B's records, tried in every path parameter.
 */
export async function createRoles(app: FastifyInstance, dataDir: string): Promise<{ roles: Role[]; ids: number[] }> {
  await register(app, 'client', 'fuzz.paciente@test.cl', '+56 9 1111 2201');
  await register(app, 'psychologist', 'fuzz.psicologo@test.cl', '+56 9 1111 2202');
  const patientA = await login(app, 'client', 'fuzz.paciente@test.cl', DEMO_PASSWORD);
  const psychologistA = await login(app, 'psychologist', 'fuzz.psicologo@test.cl', DEMO_PASSWORD);
  const adminA = await login(app, 'admin', TEST_ADMIN.email, TEST_ADMIN.password);
  const patientB = await login(app, 'client', 'paciente@e-mind.cl', DEMO_PASSWORD);
  const psychologistB = await login(app, 'psychologist', 'valentina.rojas@e-mind.cl', DEMO_PASSWORD);
  const adminB = await login(app, 'admin', 'admin@e-mind.cl', DEMO_PASSWORD);
  for (const person of [patientB, psychologistB, adminB]) {
    if (person.secrets.length < 5) throw new Error('each B needs an e-mail, a RUT and a phone to tell whether they leak');
  }

  const everyB = [...patientB.secrets, ...psychologistB.secrets, ...adminB.secrets];
  const appointments = await app.inject({ method: 'GET', url: '/api/appointments/client-appointments/', headers: bearer(patientB.access) });
  const documents = await app.inject({ method: 'GET', url: '/api/profiles/psychologist-profiles/me/documents/', headers: bearer(psychologistB.access) });
  const ids = [...new Set([patientB.profileId, psychologistB.profileId, ...idsIn(appointments.json()).slice(0, 3), ...idsIn(documents.json()).slice(0, 1)])];
  const roles: Role[] = [
    { name: 'none', headers: {}, secrets: everyB },
    { name: 'patient', headers: bearer(patientA.access), secrets: everyB },
    { name: 'psychologist', headers: bearer(psychologistA.access), secrets: everyB },
    // An admin sees patients and psychologists by design; never another admin.
    { name: 'admin', headers: bearer(adminA.access), secrets: adminB.secrets },
    { name: 'expired token', headers: bearer(await expiredToken(dataDir, patientA, 'client')), secrets: everyB },
    { name: 'tampered token', headers: bearer(tamperedToken(patientA.access)), secrets: everyB },
  ];
  return { roles, ids };
}
