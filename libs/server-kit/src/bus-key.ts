import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface BusKeySource {
  /** A secret set the same on every instance (EMIND_SIGNALING_KEY, EMIND_MESSAGING_KEY). */
  secret?: string | undefined;
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** Which bus the key is for: its HKDF info (two buses never share a key) and its file under `<data dir>/keys/`. */
export interface BusKeyPurpose {
  info: string;
  file: string;
}

const derive = (secret: string, info: string): Uint8Array => new Uint8Array(hkdfSync('sha256', secret, '', info, 32));

/**
 * The key a service's message bus seals with, known to that service's instances only:
 * 1. the secret given (the same on every instance, whatever their databases' credentials);
 * 2. else the database role's password: in split mode that role is the service's own, so no other process can derive it;
 * 3. else (embedded PGlite, or a URL without a password) a key generated once under `<data dir>/keys/`, as identity's.
 */
export function busKey(source: BusKeySource, purpose: BusKeyPurpose): Uint8Array {
  if (source.secret) return derive(source.secret, purpose.info);
  const password = source.databaseUrl ? decodeURIComponent(new URL(source.databaseUrl).password) : '';
  if (password) return derive(`${new URL(source.databaseUrl ?? '').username}:${password}`, purpose.info);
  const dir = path.join(path.resolve(source.dataDir), 'keys');
  const file = path.join(dir, purpose.file);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // 'wx': of two instances starting at once on one data directory, the second reads the first one's key.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return derive(readFileSync(file, 'utf8').trim(), purpose.info);
}
