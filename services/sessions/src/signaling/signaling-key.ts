import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SessionsConfig } from '../config.ts';

const INFO = 'emind sessions signaling bus';
const KEY_FILE = 'signaling.key';

const derive = (secret: string): Uint8Array => new Uint8Array(hkdfSync('sha256', secret, '', INFO, 32));

/**
 * The key the signaling bus seals its messages with, known to the sessions instances only:
 * 1. EMIND_SIGNALING_KEY (the same on every instance, whatever their databases' credentials);
 * 2. else the database role's password: in split mode that role is sessions' own, so no other process can derive it;
 * 3. else (embedded PGlite, or a URL without a password) a key generated once under `<data dir>/keys/`, as identity's.
 */
export function signalingKey(config: Pick<SessionsConfig, 'signalingSecret' | 'databaseUrl' | 'dataDir'>): Uint8Array {
  if (config.signalingSecret) return derive(config.signalingSecret);
  const password = config.databaseUrl ? decodeURIComponent(new URL(config.databaseUrl).password) : '';
  if (password) return derive(`${new URL(config.databaseUrl ?? '').username}:${password}`);
  const dir = path.join(path.resolve(config.dataDir), 'keys');
  const file = path.join(dir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // 'wx': of two instances starting at once on one data directory, the second reads the first one's key.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return derive(readFileSync(file, 'utf8').trim());
}
