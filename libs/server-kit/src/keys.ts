import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SigningKeysPem {
  privateKey: string;
  publicKey: string;
}

/** Where identity keeps its pair when it runs alone or embedded (split mode's runner keeps it elsewhere). */
export const signingKeyDir = (dataDir: string): string => path.join(path.resolve(dataDir), 'keys');

const keyFiles = (keyDir: string) => ({
  dir: keyDir, privateKey: path.join(keyDir, 'jwt-ed25519.pem'), publicKey: path.join(keyDir, 'jwt-ed25519.pub.pem'),
});

/**
 * The Ed25519 pair identity signs with: from the environment, or generated once and kept under
 * `<data dir>/keys/` so a restart keeps existing sessions valid.
 */
export function loadOrCreateSigningKeys(dataDir: string, fromEnv: Partial<SigningKeysPem>): SigningKeysPem {
  return loadOrCreateSigningKeysIn(signingKeyDir(dataDir), fromEnv);
}

/** As `loadOrCreateSigningKeys`, with the pair kept in `keyDir` itself. */
export function loadOrCreateSigningKeysIn(keyDir: string, fromEnv: Partial<SigningKeysPem>): SigningKeysPem {
  if (fromEnv.privateKey && fromEnv.publicKey) {
    return { privateKey: fromEnv.privateKey, publicKey: fromEnv.publicKey };
  }
  if (fromEnv.privateKey || fromEnv.publicKey) {
    throw new Error('EMIND_JWT_PRIVATE_KEY and EMIND_JWT_PUBLIC_KEY must be set together');
  }
  const files = keyFiles(keyDir);
  if (existsSync(files.privateKey) && existsSync(files.publicKey)) {
    return { privateKey: readFileSync(files.privateKey, 'utf8'), publicKey: readFileSync(files.publicKey, 'utf8') };
  }
  const pair = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  mkdirSync(files.dir, { recursive: true, mode: 0o700 });
  writeFileSync(files.privateKey, pair.privateKey, { mode: 0o600 });
  writeFileSync(files.publicKey, pair.publicKey);
  return pair;
}

/** The public key for services that only verify: from the environment or identity's key directory. */
export function loadPublicKey(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = keyFiles(signingKeyDir(dataDir)).publicKey;
  if (!existsSync(file)) throw new Error(`No JWT public key: set EMIND_JWT_PUBLIC_KEY or start identity first (${file})`);
  return readFileSync(file, 'utf8');
}
