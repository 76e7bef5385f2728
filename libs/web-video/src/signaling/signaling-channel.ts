import { ApiError } from '@emind/web-api';
import { sessionCallOverCauses, sessionCloseCauseOf, sessionCloseReasons, type SessionClientMessage, type SessionCloseCause, type SessionTicket } from '@emind/contracts';
import type { IceSettings } from '../call/peer-link.ts';
import { parseServerMessage, type PeerPresence, type ServerMessage } from './server-message.ts';

export type SignalingStatus = 'connecting' | 'open' | 'reconnecting' | 'ended' | 'replaced' | 'refused';

export interface SignalingSnapshot {
  status: SignalingStatus;
  admitted: boolean;
  peer: PeerPresence;
  /** Spanish, for a refusal or the server's error message. */
  notice: string | null;
  ice: IceSettings | null;
  /** Counts welcomes: each new socket starts from the server's view of the room. */
  connections: number;
}

const callOver = (cause: SessionCloseCause | null): cause is SessionCloseCause => cause !== null && (sessionCallOverCauses as readonly SessionCloseCause[]).includes(cause);
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];

const socketUrl = (appointmentId: string, ticket: string) => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/sessions/${encodeURIComponent(appointmentId)}/ws?ticket=${encodeURIComponent(ticket)}`;
};

const iceOf = (ticket: SessionTicket): IceSettings => ({
  iceServers: ticket.ice_servers.map(({ urls, username, credential }) => ({ urls, username, credential })),
  iceTransportPolicy: ticket.ice_transport_policy,
});

/**
 * The room's signaling socket: a fresh ticket before every connection, and reconnection after a drop (or as
 * soon as the browser is back online) until the session ends or another tab takes over.
 */
export class SignalingChannel {
  private socket: WebSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private snapshot: SignalingSnapshot = { status: 'connecting', admitted: false, peer: 'absent', notice: null, ice: null, connections: 0 };
  private readonly listeners = new Set<() => void>();
  onSignal: (payload: unknown) => void = () => undefined;

  constructor(
    private readonly appointmentId: string,
    private readonly openTicket: (appointmentId: string) => Promise<SessionTicket>,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.reconnectNow);
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close(1000);
  }

  send(message: SessionClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private update(change: Partial<SignalingSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.socket) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    void this.connect();
  };

  private async connect(): Promise<void> {
    this.retryTimer = null;
    let ticket: SessionTicket;
    try {
      ticket = await this.openTicket(this.appointmentId);
    } catch (error) {
      if (error instanceof ApiError && error.status !== 401) {
        const ended = error.status === 409 && (error.data as { code?: unknown } | null)?.code === 'session_ended';
        return this.update({ status: ended ? 'ended' : 'refused', notice: error.detail ?? 'No puedes entrar a esta sala ahora.' });
      }
      return this.retryLater();
    }
    if (this.stopped) return;
    const socket = new WebSocket(socketUrl(this.appointmentId, ticket.ticket));
    this.socket = socket;
    this.update({ ice: iceOf(ticket) });
    socket.onmessage = (event) => {
      const message = typeof event.data === 'string' ? parseServerMessage(event.data) : null;
      if (message) this.handle(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      const cause = sessionCloseCauseOf(event.code);
      // The psychologist's end needs no words; a cancellation, the room's close or an account's end say why.
      if (callOver(cause)) return this.update({ status: 'ended', notice: cause === 'ended' ? null : sessionCloseReasons[cause] });
      if (cause === 'replaced') return this.update({ status: 'replaced' });
      if (cause === 'rateLimited') this.update({ notice: sessionCloseReasons.rateLimited });
      this.retryLater();
    };
  }

  private retryLater(): void {
    if (this.stopped) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)];
    this.failures += 1;
    this.update({ status: 'reconnecting' });
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.failures = 0;
        return this.update({ status: 'open', admitted: message.admitted, peer: message.peer, notice: null, connections: this.snapshot.connections + 1 });
      case 'peer':
        return this.update({ peer: message.peer });
      case 'admitted':
        return this.update({ admitted: true });
      case 'ended':
        return this.update({ status: 'ended', notice: null });
      case 'error':
        return this.update({ notice: message.message });
      case 'signal':
        return this.onSignal(message.payload);
    }
  }
}
