/** How long the split runner waits before restarting a process that died. */
export interface BackoffPolicy {
  /** The first restart's delay; each further one doubles it. */
  initialMs: number;
  maxMs: number;
  /** A process that stayed up this long was well: its next restart waits `initialMs` again. */
  stableAfterMs: number;
}

export const defaultBackoff: BackoffPolicy = { initialMs: 500, maxMs: 30_000, stableAfterMs: 60_000 };

/** One process's restart delays: doubling while it keeps dying soon after each start. */
export class RestartBackoff {
  private recentRestarts = 0;

  constructor(private readonly policy: BackoffPolicy = defaultBackoff) {}

  /** The delay before restarting a process that has just exited after running `upForMs`. */
  next(upForMs: number): number {
    if (upForMs >= this.policy.stableAfterMs) this.recentRestarts = 0;
    const delay = Math.min(this.policy.maxMs, this.policy.initialMs * 2 ** this.recentRestarts);
    this.recentRestarts += 1;
    return delay;
  }
}
