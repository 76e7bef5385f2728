import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

export interface ReceivedMessage {
  type: string;
  [key: string]: unknown;
}

/** One person's signaling socket in a test: every frame kept, each awaited by type. */
export class SocketPeer {
  readonly received: ReceivedMessage[] = [];
  private readonly waiters: { type: string; resolve: (message: ReceivedMessage) => void }[] = [];
  private readonly taken = new Set<number>();
  readonly closed: Promise<number>;
  /** The close's code and reason (the Spanish text the room page shows). */
  readonly closedWith: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ReceivedMessage;
      this.received.push(message);
      this.wake();
    });
    this.closedWith = new Promise((resolve) => socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })));
    this.closed = this.closedWith.then(({ code }) => code);
  }

  /** A real socket to a listening instance, open (or already refused) when this resolves. */
  static async open(app: FastifyInstance, appointmentId: number, ticket: string): Promise<SocketPeer> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the instance is not listening');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/sessions/${appointmentId}/ws?ticket=${encodeURIComponent(ticket)}`);
    const peer = new SocketPeer(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return peer;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first frame of `type` not taken yet, waiting for it if need be. */
  next(type: string, timeoutMs = 5000): Promise<ReceivedMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${type}' frame within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`)), timeoutMs);
      this.waiters.push({ type, resolve: (message) => { clearTimeout(timer); resolve(message); } });
      this.wake();
    });
  }

  private wake(): void {
    for (let index = 0; index < this.waiters.length; ) {
      const waiter = this.waiters[index]!;
      const at = this.received.findIndex((message, position) => !this.taken.has(position) && message.type === waiter.type);
      const found = this.received[at];
      if (found) {
        this.taken.add(at);
        this.waiters.splice(index, 1);
        waiter.resolve(found);
      } else {
        index += 1;
      }
    }
  }

  close(): void {
    this.socket.close();
  }
}
