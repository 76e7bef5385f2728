/** A socket may send this many messages at once (a connection's offer, answer and candidates come in a burst)… */
export const MESSAGE_BURST = 60;
/** …and this many a second after that (an ICE restart now and then; chat goes peer to peer, not through here). */
export const MESSAGES_PER_SECOND = 10;

/** A token bucket per socket: each message takes a token; tokens come back at a steady rate up to the burst. */
export class MessageBudget {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly burst: number = MESSAGE_BURST,
    private readonly perSecond: number = MESSAGES_PER_SECOND,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.refilledAt = now();
  }

  /** Takes a token; false when there is none (the sender is flooding). */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
