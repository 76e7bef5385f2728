import { busKey } from '@emind/server-kit';
import type { SessionsConfig } from '../config.ts';

/** The key the signaling bus seals its messages with, known to the sessions instances only (server-kit's `busKey`). */
export function signalingKey(config: Pick<SessionsConfig, 'signalingSecret' | 'databaseUrl' | 'dataDir'>): Uint8Array {
  return busKey({ secret: config.signalingSecret, databaseUrl: config.databaseUrl, dataDir: config.dataDir }, { info: 'emind sessions signaling bus', file: 'signaling.key' });
}
