import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAdmin, registerUser, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let psy: Session;
let other: Session;
let client: Session;
const URL = '/api/profiles/psychologist-profiles/me/professional/';
const EXP = '/api/profiles/psychologist-profiles/me/experiences/';

beforeAll(async () => {
  t = await buildTestApp();
  psy = await registerUser(t.app, 'psychologist');
  other = await registerUser(t.app, 'psychologist');
  client = await registerUser(t.app, 'client');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('professional profile', () => {
  it('reads defaults before anything is saved', async () => {
    const response = await call('GET', URL, psy.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: psy.profileId, professional_title: 'Profesional en Psicología Clínica', graduation_year: null, specialties: [], experiences: [],
      verification_status: 'PENDING', verification_status_display: 'Pendiente', presentation_video_url: null,
    });
  });

  it('saves the fields and derives the title from the identity gender', async () => {
    await call('PATCH', '/api/profiles/psychologist-profiles/me/', psy.access, { gender: 'FEMALE' });
    const response = await call('PATCH', URL, psy.access, {
      health_register_number: '98765', university: 'Universidad de Chile', graduation_year: 2015, experience_description: 'Hola',
      specialties: ['Terapia Gestalt', 'Psicoanálisis'], target_populations: ['Parejas'], intervention_areas: ['Ansiedad'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ professional_title: 'Psicóloga Clínica', university: 'Universidad de Chile', graduation_year: 2015, specialties: ['Terapia Gestalt', 'Psicoanálisis'] });
    const again = await call('PATCH', URL, psy.access, { experience_description: 'Otra' });
    expect(again.json()).toMatchObject({ experience_description: 'Otra', graduation_year: 2015, target_populations: ['Parejas'] });
  });

  it('validates lists, university and year', async () => {
    const six = ['Terapia Gestalt', 'Psicoanálisis', 'Logoterapia', 'Focusing', 'Psicodrama', 'Mindfulness'];
    const response = await call('PATCH', URL, psy.access, { specialties: six, target_populations: ['Marcianos'], university: 'Hogwarts', graduation_year: 1900 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.specialties).toContain('Solo puedes seleccionar hasta 5 opciones.');
    expect(body.target_populations).toBeDefined();
    expect(body.university).toBeDefined();
    expect(body.graduation_year).toEqual([expect.stringMatching(/^El año de egreso debe estar entre 1950 y \d{4}$/)]);
    expect((await call('PATCH', URL, psy.access, { graduation_year: 2027 })).statusCode).toBe(400);
    expect((await call('PATCH', URL, psy.access, { specialties: 'Gestalt' })).statusCode).toBe(400);
  });

  it('answers over-long texts in Spanish, field by field, and saves nothing', async () => {
    const response = await call('PATCH', URL, psy.access, { health_register_number: '1'.repeat(51), experience_description: 'x'.repeat(3001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ health_register_number: ['Máximo 50 caracteres'], experience_description: ['Máximo 3000 caracteres'] });
    expect((await call('GET', URL, psy.access)).json().experience_description).not.toHaveLength(3001);
  });

  it('is for psychologists only, each with their own data', async () => {
    expect((await call('GET', URL, null)).statusCode).toBe(401);
    expect((await call('GET', URL, client.access)).statusCode).toBe(403);
    expect((await call('PATCH', URL, client.access, { university: 'x' })).statusCode).toBe(403);
    const admin = await loginAdmin(t.app);
    expect((await call('GET', URL, admin.access)).statusCode).toBe(403);
    const others = await call('GET', URL, other.access);
    expect(others.json()).toMatchObject({ id: other.profileId, specialties: [] });
  });
});

describe('experiences', () => {
  const base = { experience_type: 'WORK', institution: 'Hospital del Salvador', role: 'Psicóloga', start_date: '2016-03-01', end_date: null, description: '' };

  it('replaces the whole list, keeping ids of existing ones', async () => {
    const first = await call('POST', EXP, psy.access, { experiences: [base, { ...base, institution: 'CESFAM', start_date: '2014-01-01', end_date: '2015-12-31' }] });
    expect(first.statusCode).toBe(200);
    const list = first.json().experiences as { id: number; institution: string }[];
    expect(list).toHaveLength(2);
    const kept = list.find((e) => e.institution === 'Hospital del Salvador');
    const second = await call('POST', EXP, psy.access, { experiences: [{ ...base, id: kept?.id, role: 'Jefa' }] });
    expect(second.json().experiences).toEqual([expect.objectContaining({ id: kept?.id, role: 'Jefa', institution: 'Hospital del Salvador' })]);
    const profile = await call('GET', URL, psy.access);
    expect(profile.json().experiences).toHaveLength(1);
  });

  it('concurrent saves of the whole list never interleave: the last one wins whole', async () => {
    const lists = Array.from({ length: 8 }, (_, save) =>
      ['A', 'B', 'C'].map((letter) => ({ ...base, institution: `Guardado ${save} ${letter}` })),
    );
    const answers = await Promise.all(lists.map((experiences) => call('POST', EXP, psy.access, { experiences })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(lists.map(() => 200));
    const saved = ((await call('GET', URL, psy.access)).json().experiences as { institution: string }[]).map((e) => e.institution);
    expect(saved).toHaveLength(3);
    expect(new Set(saved.map((institution) => institution.split(' ')[1])).size).toBe(1);
  });

  it('never touches another psychologist experience through its id', async () => {
    const mine = (await call('POST', EXP, psy.access, { experiences: [base] })).json().experiences[0].id as number;
    const response = await call('POST', EXP, other.access, { experiences: [{ ...base, id: mine, institution: 'Robada' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().experiences[0].id).not.toBe(mine);
    const still = (await call('GET', URL, psy.access)).json().experiences;
    expect(still).toEqual([expect.objectContaining({ id: mine, institution: 'Hospital del Salvador' })]);
  });

  it('requires type, institution, role, start date and end ≥ start', async () => {
    const missing = await call('POST', EXP, psy.access, { experiences: [{ experience_type: 'WORK', institution: '', role: 'x', start_date: '2020-01-01' }] });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('obligatorio');
    const badType = await call('POST', EXP, psy.access, { experiences: [{ ...base, experience_type: 'JOB' }] });
    expect(badType.statusCode).toBe(400);
    const backwards = await call('POST', EXP, psy.access, { experiences: [{ ...base, end_date: '2010-01-01' }] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()['experiences.0.end_date']).toBeDefined();
    for (const date of ['2024-02-30', '2023-13-01', '2023-00-10']) {
      const impossible = await call('POST', EXP, psy.access, { experiences: [{ ...base, start_date: date }] });
      expect(impossible.statusCode, date).toBe(400);
      expect(impossible.json()['experiences.0.start_date']).toEqual(['Fecha no válida (aaaa-mm-dd)']);
    }
    expect((await call('POST', EXP, client.access, { experiences: [] })).statusCode).toBe(403);
  });
});

describe('verification status', () => {
  it('answers the status and its label', async () => {
    const response = await call('GET', '/api/profiles/psychologist-profiles/me/verification-status/', psy.access);
    expect(response.json()).toEqual({ verification_status: 'PENDING', verification_status_display: 'Pendiente' });
    expect((await call('GET', '/api/profiles/psychologist-profiles/me/verification-status/', client.access)).statusCode).toBe(403);
  });
});
