import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { loadOrCreateSigningKeysIn, signingKeyDir, type SigningKeysPem } from '@emind/server-kit';

export interface SplitKeySettings {
  /** Where the runner keeps the pair: not under the data directory the services are given. */
  keyDir: string;
  dataDir: string;
  fromEnv: Partial<SigningKeysPem>;
}

/**
 * The pair the runner hands out (the private key to identity only). A pair an earlier run left in the shared data
 * directory, where every service could read it, is moved to the key directory, so sessions signed with it stay valid.
 */
export function splitSigningKeys({ keyDir, dataDir, fromEnv }: SplitKeySettings): SigningKeysPem {
  const ownDir = path.resolve(keyDir);
  const sharedDir = signingKeyDir(dataDir);
  if (!fromEnv.privateKey && !existsSync(ownDir) && existsSync(sharedDir)) renameSync(sharedDir, ownDir);
  return loadOrCreateSigningKeysIn(ownDir, fromEnv);
}
