import { randomFillSync } from 'node:crypto';
import { Readable } from 'node:stream';
import { runPrivacyParts, schemaDb } from '@emind/server-kit';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemblePrivacyRequests } from '../src/app.ts';
import type { IdentityDatabase } from '../src/db/schema.ts';
import { identityParticipant } from '../src/privacy/identity-participant.ts';
import { bearer, registerSession } from '../src/testing.ts';
import { buildPrivacyTestApp, insertPart, insertRemainingParts, jobContext, type PrivacyTestApp } from './privacy-requests-app.ts';

const MB = 1024 * 1024;
const VIDEO_MB = 90;
const VIDEO_NAME = 'catalogue/documentos/presentation_video.mp4';

let t: PrivacyTestApp;
beforeAll(async () => {
  t = await buildPrivacyTestApp();
});
afterAll(() => t.close());

/** One random megabyte: the video is this, again and again, so its bytes can be checked after the round trip. */
const MEGABYTE = randomFillSync(Buffer.alloc(MB));

/** 90 MB of incompressible bytes, written to storage one megabyte at a time (the test never holds it whole either). */
function videoStream(): Readable {
  return Readable.from((function* () {
    for (let i = 0; i < VIDEO_MB; i += 1) yield MEGABYTE;
  })());
}

/** The most the process held while `work` ran: resident set, and V8's heap plus memory outside it (buffers). */
async function peakDuring(work: () => Promise<unknown>): Promise<{ rss: number; heapAndExternal: number }> {
  const sample = () => {
    const usage = process.memoryUsage();
    return { rss: usage.rss, heapAndExternal: usage.heapUsed + usage.external };
  };
  const peak = sample();
  const timer = setInterval(() => {
    const now = sample();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapAndExternal = Math.max(peak.heapAndExternal, now.heapAndExternal);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const last = sample();
  return { rss: Math.max(peak.rss, last.rss), heapAndExternal: Math.max(peak.heapAndExternal, last.heapAndExternal) };
}

describe('the export ZIP streams', () => {
  it(`holds a ${VIDEO_MB} MB presentation video without the process growing by 64 MB`, async () => {
    const ctx = jobContext(t);
    const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Valentina', last_name: 'Video' });
    const requested = await t.app.inject({ method: 'POST', url: '/api/privacy/exports/', headers: bearer(psychologist.access) });
    const { id } = requested.json<{ id: number }>();
    await runPrivacyParts(schemaDb<IdentityDatabase>(t.database, 'identity'), identityParticipant({ storage: ctx.storage }), new Date());
    const video = await ctx.storage.save('media', 'videos', videoStream(), 'mp4', 'video/mp4');
    expect(video.size).toBe(VIDEO_MB * MB);
    await insertPart(t.database, 'catalogue', id, 'export', { data: { verification_documents: [{ file: VIDEO_NAME }] }, files: [{ name: VIDEO_NAME, key: video.key }] });
    await insertRemainingParts(t.database, id, 'export');

    const before = process.memoryUsage();
    const peak = await peakDuring(async () => expect(await assemblePrivacyRequests(ctx)).toBe(1));
    const growth = { rss: (peak.rss - before.rss) / MB, heapAndExternal: (peak.heapAndExternal - (before.heapUsed + before.external)) / MB };
    console.log(`export of a ${VIDEO_MB} MB file: RSS grew by ${growth.rss.toFixed(1)} MB, heap+external by ${growth.heapAndExternal.toFixed(1)} MB`);
    expect(growth.rss).toBeLessThan(64);
    expect(growth.heapAndExternal).toBeLessThan(64);

    const fileKey = (await sql<{ file_key: string }>`select file_key from identity.data_requests where id = ${id}`.execute(t.database.db)).rows[0]?.file_key ?? '';
    const zip = await ctx.storage.read(fileKey);
    expect(zip.length).toBeGreaterThan(VIDEO_MB * MB);
    const entries = unzipSync(new Uint8Array(zip));
    expect(Object.keys(entries)).toEqual([VIDEO_NAME, 'datos.json', 'resumen.html']);
    const copied = Buffer.from(entries[VIDEO_NAME] ?? []);
    expect(copied.length).toBe(VIDEO_MB * MB);
    const alteredMegabytes = Array.from({ length: VIDEO_MB }, (_, i) => i).filter((i) => !copied.subarray(i * MB, (i + 1) * MB).equals(MEGABYTE));
    expect(alteredMegabytes).toEqual([]);
  }, 120_000);
});
