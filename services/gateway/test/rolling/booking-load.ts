/** A slot a client books: one of a psychologist's free hours. */
export interface Slot {
  psychologist: number;
  date: string;
  start_time: string;
  end_time: string;
}

export interface LoadClient {
  access: string;
  profileId: number;
  /** Free slots only this client books, none two at the same hour (a patient is in one session at a time). */
  slots: Slot[];
}

/** One request of the load and how it ended: status 0 when no HTTP answer came. */
export interface Outcome {
  kind: 'book' | 'list';
  startedAt: number;
  endedAt: number;
  status: number;
  /** The instance HAProxy sent it to (its `x-served-by`), when an answer came. */
  servedBy: string;
  /** The appointment a 201 created. */
  appointmentId: number | null;
}

const expectedStatus = { book: 201, list: 200 } as const;

export const failed = (outcome: Outcome): boolean => outcome.status !== expectedStatus[outcome.kind];

/**
 * Every client, concurrently and without pause, books its next slot and then reads its list of appointments,
 * until stopped (or out of slots: then it only reads).
 */
export class BookingLoad {
  readonly outcomes: Outcome[] = [];
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    private readonly bookingUrl: string,
    clients: LoadClient[],
  ) {
    this.loops = clients.map((client) => this.run(client));
  }

  async stop(): Promise<Outcome[]> {
    this.running = false;
    await Promise.all(this.loops);
    return this.outcomes;
  }

  private async run(client: LoadClient): Promise<void> {
    const headers = { authorization: `Bearer ${client.access}`, 'content-type': 'application/json' };
    while (this.running) {
      const slot = client.slots.shift();
      if (slot) {
        await this.send('book', `${this.bookingUrl}/api/appointments/`, {
          method: 'POST', headers, body: JSON.stringify({ ...slot, payment_method: 'transfer' }),
        });
      }
      await this.send('list', `${this.bookingUrl}/api/appointments/client-appointments/`, { headers });
    }
  }

  private async send(kind: Outcome['kind'], url: string, init: RequestInit): Promise<void> {
    const startedAt = Date.now();
    const outcome = await fetch(url, init).then(
      async (response) => {
        const body = await response.text();
        const created = kind === 'book' && response.status === 201 ? (JSON.parse(body) as { id: number }).id : null;
        return { status: response.status, servedBy: response.headers.get('x-served-by') ?? '', appointmentId: created };
      },
      () => ({ status: 0, servedBy: '', appointmentId: null }),
    );
    this.outcomes.push({ kind, startedAt, endedAt: Date.now(), ...outcome });
  }
}
