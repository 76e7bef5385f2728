import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signalingKey } from '../src/signaling/signaling-key.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'emind-signaling-key-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const hex = (key: Uint8Array) => Buffer.from(key).toString('hex');

describe('the signaling key', () => {
  it('comes from EMIND_SIGNALING_KEY when set, the same on every instance whatever their databases', () => {
    const secret = 'a-secret-of-the-sessions-instances-only';
    const one = signalingKey({ signalingSecret: secret, databaseUrl: 'postgres://emind_sessions:uno@db/emind', dataDir });
    const two = signalingKey({ signalingSecret: secret, databaseUrl: undefined, dataDir: '/nowhere' });
    expect(one).toHaveLength(32);
    expect(hex(one)).toBe(hex(two));
    expect(hex(signalingKey({ signalingSecret: `${secret}!`, databaseUrl: undefined, dataDir }))).not.toBe(hex(one));
  });

  it("is derived from the sessions role's password otherwise, which no other service's role knows", () => {
    const sessions = signalingKey({ signalingSecret: undefined, databaseUrl: 'postgres://emind_sessions:s3cr%40t@db:5432/emind', dataDir: '/nowhere' });
    const again = signalingKey({ signalingSecret: undefined, databaseUrl: 'postgres://emind_sessions:s3cr%40t@other-host:5432/emind', dataDir: '/nowhere' });
    const booking = signalingKey({ signalingSecret: undefined, databaseUrl: 'postgres://emind_booking:otra@db:5432/emind', dataDir: '/nowhere' });
    expect(hex(sessions)).toBe(hex(again));
    expect(hex(sessions)).not.toBe(hex(booking));
  });

  it('is generated once into the data directory, readable by its owner only, when there is no password (PGlite)', async () => {
    const first = signalingKey({ signalingSecret: undefined, databaseUrl: undefined, dataDir });
    const file = path.join(dataDir, 'keys', 'signaling.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(hex(signalingKey({ signalingSecret: undefined, databaseUrl: 'postgres://postgres@127.0.0.1/emind', dataDir }))).toBe(hex(first));
  });
});
