import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildEmbeddedGateway, type EmbeddedGateway } from '../embedded-gateway.ts';
import { createRoles, type Role } from './actors.ts';
import { casesFor, type FuzzCase } from './inputs.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';
import { hashText, sample } from './sampling.ts';
import { allowedStatuses } from './status-rule.ts';

// FUZZ_SEED picks another reproducible sample; FUZZ_CASES=all runs every generated case; FUZZ_REPORT=<file> keeps
// every failure (the assertion shows the first 60).
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_210);
const CASES_PER_ROUTE_AND_ROLE = process.env.FUZZ_CASES === 'all' ? Number.POSITIVE_INFINITY : Number(process.env.FUZZ_CASES ?? 40);

// The database-error mapping's answer: a 4xx, yet it means the route's schema let a bad value through.
const DATABASE_REFUSED = 'Uno de los valores enviados no es válido';

let gateway: EmbeddedGateway;
let dir: string;
let operations: Operation[];
let roles: Role[];
let ids: number[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-fuzz-'));
  gateway = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot: dir });
  operations = operationsOf((await gateway.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json());
  ({ roles, ids } = await createRoles(gateway.app, path.join(dir, 'data')));
});
afterAll(async () => {
  await gateway.close();
  await rm(dir, { recursive: true, force: true });
});

/** What is wrong with one answer, or null. */
function problemWith(operation: Operation, role: Role, request: FuzzCase, status: number, body: string, contentType: string): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (!allowedStatuses(operation, request).has(status)) return `undocumented ${status} ${body.slice(0, 120)}`;
  if (request.unknownField && status < 300) return `accepted an unknown field with ${status}`;
  if (status >= 400 && !contentType.includes('application/json')) return `${status} answered as ${contentType}`;
  if (body.includes(DATABASE_REFUSED)) return `the database, not the schema, refused it: ${body.slice(0, 120)}`;
  const lower = body.toLowerCase();
  const leaked = role.secrets.find((secret) => lower.includes(secret.toLowerCase()));
  return leaked ? `leaked someone else's ${leaked}` : null;
}

it("would see a leak: an admin's answer about patient B carries the e-mail, RUT and phone the others must never see", async () => {
  const admin = roles.find((role) => role.name === 'admin')!;
  const patient = roles.find((role) => role.name === 'patient')!;
  const answer = await gateway.app.inject({ method: 'GET', url: `/api/profiles/admin/patients/${ids[0]}/`, headers: admin.headers });
  expect(answer.statusCode).toBe(200);
  expect(patient.secrets.filter((secret) => answer.body.includes(secret)).length).toBeGreaterThanOrEqual(3);
});

it('answers every route, for every role, every hostile input with a documented 4xx or success and nobody else’s data', async () => {
  const started = performance.now();
  const failures: string[] = [];
  let generated = 0;
  let sent = 0;
  const statuses = new Map<number, number>();
  expect(operations.length).toBeGreaterThan(50);
  expect(operations.filter((operation) => operation.bodyTypes.includes('multipart/form-data')).length).toBeGreaterThanOrEqual(5);
  for (const operation of operations) {
    const cases = casesFor(operation, ids);
    generated += cases.length * roles.length;
    for (const role of roles) {
      for (const request of sample(cases, CASES_PER_ROUTE_AND_ROLE, SEED ^ hashText(`${operation.method} ${operation.path} ${role.name}`))) {
        const response = await gateway.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...role.headers, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        sent++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem = problemWith(operation, role, request, response.statusCode, response.body, String(response.headers['content-type'] ?? ''));
        if (problem) failures.push(`${operation.method} ${operation.path} as ${role.name} with ${request.label}: ${problem}`);
      }
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `route fuzzer: ${sent} cases (${operations.length} routes × ${roles.length} roles, up to ${CASES_PER_ROUTE_AND_ROLE} inputs each, ` +
      `of ${generated} generated) in ${seconds} s, seed ${SEED}; ${failures.length} failed; answers ` +
      [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' '),
  );
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
  expect(failures.slice(0, 60)).toEqual([]);
}, 600_000);
