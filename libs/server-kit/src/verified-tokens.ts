/**
 * Access tokens already verified, by the whole token, each until its own expiry. fast-jwt keeps verified tokens too,
 * but keys them by a SHA-512 of the token, which cost a signed-in read a fifth of its CPU; with any other key it warns
 * at every start. A token is found only by the whole string, so no two tokens can share an entry.
 */
export class VerifiedTokens<T> {
  private readonly entries = new Map<string, { value: T; expiresAtMs: number }>();

  constructor(private readonly maxEntries: number) {}

  /** What `token` was verified as, unless it has expired since (accepted up to its expiry's millisecond, as fast-jwt does). */
  read(token: string, nowMs: number): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (nowMs <= entry.expiresAtMs) return entry.value;
    this.entries.delete(token);
    return undefined;
  }

  /** Keeps a verified token, dropping the longest kept when full. */
  keep(token: string, value: T, expiresAtMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { value, expiresAtMs });
  }
}
