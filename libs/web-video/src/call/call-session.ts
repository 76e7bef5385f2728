import type { SignalingChannel, SignalingSnapshot } from '../signaling/signaling-channel.ts';
import { parseSignalPayload } from '../signaling/signal-payload.ts';
import { encodeChatLine, parseChatLine, type ChatLine } from './chat-message.ts';
import { PeerLink } from './peer-link.ts';

export interface ChatEntry extends ChatLine {
  mine: boolean;
}

export type LinkState = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export interface CallSnapshot {
  remoteStream: MediaStream | null;
  link: LinkState;
  chatOpen: boolean;
  chat: ChatEntry[];
}

const inCall = (room: SignalingSnapshot) => room.status === 'open' && room.admitted && room.peer === 'in_call';

/**
 * The media side of a room. A peer connection lives for one stretch in which both people are in the call: when
 * either socket drops, the other side sees them leave, so both start a fresh connection when they meet again.
 * While the sockets stay up, a broken path is mended by an ICE restart from the psychologist (the impolite side).
 */
export class CallSession {
  private link: PeerLink | null = null;
  private readonly retiredPeers = new Set<string>();
  private connections = 0;
  private restarting = false;
  private snapshot: CallSnapshot = { remoteStream: null, link: 'idle', chatOpen: false, chat: [] };
  private readonly listeners = new Set<() => void>();
  private unsubscribe: () => void = () => undefined;

  constructor(
    private readonly channel: SignalingChannel,
    private readonly polite: boolean,
    private stream: MediaStream,
  ) {}

  start(): void {
    this.channel.onSignal = (payload) => void this.receive(payload);
    this.unsubscribe = this.channel.subscribe(() => this.follow(this.channel.getSnapshot()));
    window.addEventListener('online', this.mendPath);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  /** The connection, for reading its statistics (quality indicator). */
  get connection(): RTCPeerConnection | null {
    return this.link?.connection ?? null;
  }

  switchStream(stream: MediaStream): void {
    this.stream = stream;
    void this.link?.switchStream(stream);
  }

  sendChat(text: string): boolean {
    const line = encodeChatLine(text, new Date());
    if (!line || !this.link?.sendChat(line)) return false;
    const sent = parseChatLine(line);
    if (sent) this.update({ chat: [...this.snapshot.chat, { ...sent, mine: true }] });
    return true;
  }

  dispose(): void {
    this.unsubscribe();
    window.removeEventListener('online', this.mendPath);
    this.closeLink();
  }

  private update(change: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }

  private follow(room: SignalingSnapshot): void {
    const reconnected = room.connections !== this.connections;
    this.connections = room.connections;
    if (!inCall(room)) {
      if (room.peer !== 'in_call' || room.status === 'ended') this.closeLink();
      else if (this.link) this.update({ link: 'reconnecting' });
      return;
    }
    // A connection that survived our socket's drop is kept: the other side may never have seen us leave.
    if (!this.link || (reconnected && !this.link.connected)) this.openLink();
  }

  private openLink(): PeerLink | null {
    this.closeLink();
    const ice = this.channel.getSnapshot().ice;
    if (!ice) return null;
    const link = new PeerLink(this.polite, ice, this.stream, {
      send: (payload) => this.channel.send({ type: 'signal', payload }),
      onRemoteTrack: (remoteStream) => this.update({ remoteStream }),
      onChat: (data) => {
        const line = parseChatLine(data);
        if (line) this.update({ chat: [...this.snapshot.chat, { ...line, mine: false }] });
      },
      onStateChange: () => this.linkChanged(link),
    });
    this.link = link;
    this.update({ link: 'connecting', remoteStream: null, chatOpen: false });
    return link;
  }

  private closeLink(): void {
    if (!this.link) return;
    if (this.link.remoteId) this.retiredPeers.add(this.link.remoteId);
    this.link.close();
    this.link = null;
    this.restarting = false;
    this.update({ link: 'idle', remoteStream: null, chatOpen: false });
  }

  private linkChanged(link: PeerLink): void {
    if (link !== this.link) return;
    if (link.connected) this.restarting = false;
    if (link.interrupted) this.mendPath();
    this.update({ link: link.connected ? 'connected' : link.interrupted ? 'reconnecting' : this.snapshot.link, chatOpen: link.chatOpen });
  }

  private readonly mendPath = () => {
    if (this.polite || this.restarting || !this.link || !inCall(this.channel.getSnapshot())) return;
    this.restarting = true;
    void this.link.restartIce(this.channel.getSnapshot().ice);
  };

  private async receive(payload: unknown): Promise<void> {
    const signal = parseSignalPayload(payload);
    if (!signal || this.retiredPeers.has(signal.from) || !inCall(this.channel.getSnapshot())) return;
    // A signal from a connection we have not met while paired with another: the other side started over.
    const startedOver = this.link?.remoteId != null && this.link.remoteId !== signal.from;
    const link = !this.link || startedOver ? this.openLink() : this.link;
    // A step that fails (an answer to an offer withdrawn meanwhile) is mended by the next offer or ICE restart.
    await link?.receive(signal).catch(() => undefined);
  }
}
