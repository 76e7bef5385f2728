import { createHmac, randomBytes } from 'node:crypto';
import type { TurnConfig } from '../config.ts';

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * coturn's `use-auth-secret` (the TURN REST scheme): username `<unix expiry>:<opaque id>`, password
 * base64(HMAC-SHA1(secret, username)). The id is random, so coturn's logs name no one.
 */
export function turnRestCredentials(secret: string, expiresAt: Date, opaqueId: string = randomBytes(9).toString('base64url')): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${opaqueId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** What the browser's RTCPeerConnection is given: STUN URLs as they are, TURN URLs with credentials valid until `expiresAt`. */
export function iceServersFor(turn: TurnConfig, expiresAt: Date): IceServer[] {
  const stun = turn.urls.filter((url) => url.startsWith('stun'));
  const relays = turn.urls.filter((url) => url.startsWith('turn'));
  const servers: IceServer[] = stun.length > 0 ? [{ urls: stun }] : [];
  if (relays.length > 0 && turn.secret) servers.push({ urls: relays, ...turnRestCredentials(turn.secret, expiresAt) });
  return servers;
}
