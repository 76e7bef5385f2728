import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A message sealed for a channel: AES-256-GCM under a key only the service's instances hold, the channel's name as
 * associated data (a message sealed for one channel does not open on another), the sending time inside (so a replay
 * can be told). Layout, base64 after the 's': nonce (12) | tag (16) | ciphertext of [sent at, ms (8) | 'p' text | 'z' deflated text].
 */
const SEALED = 's';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const TIME_BYTES = 8;
const PLAIN = 0x70;
const DEFLATED = 0x7a;
/** Text longer than this is deflated before sealing: a video offer's SDP shrinks to a third, and NOTIFY takes 8000 bytes. */
const DEFLATE_FROM_BYTES = 1024;
/** A message sent longer ago than this is dropped: the instances' clocks must agree within it. */
export const SEALED_MESSAGE_MAX_AGE_MS = 60_000;

const cipherKey = (key: Uint8Array): Uint8Array => {
  if (key.byteLength !== 32) throw new Error('a message bus key is 32 bytes');
  return key;
};

export function sealMessage(key: Uint8Array, channel: string, text: string, now: number = Date.now()): string {
  const body = Buffer.from(text);
  const packed = body.byteLength > DEFLATE_FROM_BYTES ? Buffer.concat([Buffer.of(DEFLATED), deflateRawSync(body)]) : Buffer.concat([Buffer.of(PLAIN), body]);
  const sentAt = Buffer.alloc(TIME_BYTES);
  sentAt.writeDoubleBE(now);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(key), nonce);
  cipher.setAAD(Buffer.from(channel));
  const sealed = Buffer.concat([cipher.update(Buffer.concat([sentAt, packed])), cipher.final()]);
  return SEALED + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
}

export interface OpenedMessage {
  text: string;
  sentAt: number;
  /** Unique per sealing: a second sighting is a replay. */
  nonce: string;
}

/** The message, or null when it was not sealed with this key for this channel (forged, altered, another key). */
export function openSealedMessage(key: Uint8Array, channel: string, payload: string): OpenedMessage | null {
  if (!payload.startsWith(SEALED)) return null;
  const raw = Buffer.from(payload.slice(1), 'base64');
  if (raw.byteLength < NONCE_BYTES + TAG_BYTES + TIME_BYTES + 1) return null;
  const nonce = raw.subarray(0, NONCE_BYTES);
  let opened: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(key), nonce);
    decipher.setAAD(Buffer.from(channel));
    decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    opened = Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
  const sentAt = opened.readDoubleBE(0);
  const kind = opened[TIME_BYTES];
  const body = opened.subarray(TIME_BYTES + 1);
  if (kind !== PLAIN && kind !== DEFLATED) return null;
  try {
    return { text: (kind === DEFLATED ? inflateRawSync(body) : body).toString(), sentAt, nonce: nonce.toString('base64') };
  } catch {
    return null;
  }
}

/**
 * Whether a sealed message is seen for the first time. Whoever can listen on the channel can send a copy again; it
 * opens, so it is recognised by its nonce, kept as long as a message is young enough to be believed (two generations).
 */
export class ReplayGuard {
  private current = new Set<string>();
  private previous = new Set<string>();
  private rotatedAt: number;

  constructor(
    private readonly maxAgeMs: number = SEALED_MESSAGE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.rotatedAt = now();
  }

  firstSighting(nonce: string, sentAt: number): boolean {
    const now = this.now();
    if (!(Math.abs(now - sentAt) <= this.maxAgeMs)) return false;
    if (now - this.rotatedAt >= this.maxAgeMs) {
      this.previous = this.current;
      this.current = new Set();
      this.rotatedAt = now;
    }
    if (this.current.has(nonce) || this.previous.has(nonce)) return false;
    this.current.add(nonce);
    return true;
  }
}
