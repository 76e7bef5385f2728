import { createHash } from 'node:crypto';
import { encodable, type EncodableBody } from '@emind/server-kit';

/** The serialized JSON, exactly as first sent (a Buffer is written without re-encoding per request), and its codings. */
export interface CachedAnswer extends EncodableBody {
  /** Strong: a hash of the body, so every instance gives the same answer the same tag. */
  etag: string;
  expiresAt: number;
}

export type FreshAnswer = Omit<CachedAnswer, 'expiresAt'>;

export function freshAnswer(body: Buffer): FreshAnswer {
  return { ...encodable(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** A safety net for what notifies no one (appointments moving the availability label, reviews moving a rating). */
export const PUBLIC_ANSWER_TTL_MS = 30_000;
/** Slots start on the hour or half hour: the availability labels cannot change between two such marks by time alone. */
const HALF_HOUR_MS = 30 * 60 * 1000;

/** `If-None-Match` (weak comparison, RFC 9110 13.1.2): any listed tag, weak or strong, or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Public answers by URL, least recently used first out. Every invalidation bumps the generation: an answer computed
 * from data read before an invalidation, but finished after it, carries the older generation and is not kept.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private currentGeneration = 0;

  constructor(private readonly maxEntries: number) {}

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  read(key: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps an answer computed from data read at `generation`, unless something changed since. */
  store(key: string, generation: number, answer: FreshAnswer, now: number): void {
    if (this.maxEntries === 0 || generation !== this.currentGeneration) return;
    const nextHalfHour = (Math.floor(now / HALF_HOUR_MS) + 1) * HALF_HOUR_MS;
    this.entries.delete(key);
    this.entries.set(key, { ...answer, expiresAt: Math.min(now + PUBLIC_ANSWER_TTL_MS, nextHalfHour) });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  invalidate(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }
}
