import { parseCsv } from '@emind/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, api, buildTestApp, paidSession, registerSession, type Session, type TestApp } from '../helpers.ts';

/** Names a person may register with, each of which a spreadsheet would run as a formula if written as is. */
const HOSTILE_PATIENT = { first_name: '=HYPERLINK("https://x"&D3', last_name: '"Ver")' };
const HOSTILE_PSYCHOLOGIST = { first_name: "@SUM(1+1)*cmd|' /C calc'!A0", last_name: '-1' };

let t: TestApp;
let psychologist: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  psychologist = await registerSession(t.app, 'psychologist', HOSTILE_PSYCHOLOGIST);
  const patient = await registerSession(t.app, 'client', HOSTILE_PATIENT);
  admin = await adminSession(t.app);
  await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-03T13:00:00Z'), isFirst: true });
  await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-10T13:00:00Z') });
});
afterAll(async () => t.close());

const patientName = `${HOSTILE_PATIENT.first_name} ${HOSTILE_PATIENT.last_name}`;
const psychologistName = `${HOSTILE_PSYCHOLOGIST.first_name} ${HOSTILE_PSYCHOLOGIST.last_name}`;

/** The session rows as a spreadsheet reads them: every cell's text. */
async function sessionRows(session: Session, url: string): Promise<string[][]> {
  const response = await api(t, session, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(response.body);
  expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  return rows.filter((row) => /^EM-\d+$/.test(row[2] ?? ''));
}

describe('hostile names in the CSV files', () => {
  it("the psychologist's statement shows both names as typed, behind an apostrophe, and runs nothing", async () => {
    const rows = await sessionRows(psychologist, '/api/billing/statements/2026-11/?format=csv');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect([row[3], row[4]]).toEqual([`'${patientName}`, `'${psychologistName}`]);
  });

  it("the admin's month does the same", async () => {
    const rows = await sessionRows(admin, '/api/admin/billing/2026-11/?format=csv');
    expect(rows).toHaveLength(1);
    expect([rows[0]![3], rows[0]![4]]).toEqual([`'${patientName}`, `'${psychologistName}`]);
  });
});
