import type { SignalPayload } from '../signaling/signal-payload.ts';

export interface IceSettings {
  iceServers: RTCIceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
}

export interface PeerLinkEvents {
  send: (payload: SignalPayload) => void;
  onRemoteTrack: (stream: MediaStream) => void;
  onChat: (data: unknown) => void;
  onStateChange: () => void;
}

/** Both sides open the same pre-agreed channel, so neither waits for the other's 'datachannel' event. */
const CHAT_CHANNEL = { negotiated: true, id: 0 } as const;

/**
 * One RTCPeerConnection with perfect negotiation (W3C WebRTC 1.0, §10.7): the polite side (the patient) gives
 * way when both offer at once. Its id travels with every signal, so the other side can tell a new connection
 * (a reloaded page) from this one.
 */
export class PeerLink {
  readonly id = crypto.randomUUID();
  readonly connection: RTCPeerConnection;
  readonly remoteStream = new MediaStream();
  private readonly chat: RTCDataChannel;
  private makingOffer = false;
  private ignoreOffer = false;
  remoteId: string | null = null;

  constructor(
    private readonly polite: boolean,
    ice: IceSettings,
    stream: MediaStream,
    private readonly events: PeerLinkEvents,
  ) {
    this.connection = new RTCPeerConnection(ice);
    for (const track of stream.getTracks()) this.connection.addTrack(track, stream);
    this.chat = this.connection.createDataChannel('chat', CHAT_CHANNEL);
    this.chat.onmessage = (event) => events.onChat(event.data);
    this.chat.onopen = events.onStateChange;
    this.connection.ontrack = ({ track }) => {
      this.remoteStream.getTracks().filter((old) => old.kind === track.kind).forEach((old) => this.remoteStream.removeTrack(old));
      this.remoteStream.addTrack(track);
      events.onRemoteTrack(this.remoteStream);
    };
    this.connection.onicecandidate = ({ candidate }) => events.send({ from: this.id, candidate: candidate?.toJSON() ?? null });
    // The psychologist makes the first offer; the patient's tracks ride in its answer, so the two never start by
    // offering at once (seen here: a glare at the start could leave both sides without ICE candidates).
    this.connection.onnegotiationneeded = () => {
      if (!this.polite || this.connection.remoteDescription) void this.offer();
    };
    this.connection.oniceconnectionstatechange = events.onStateChange;
    this.connection.onconnectionstatechange = events.onStateChange;
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.connection.setLocalDescription();
      if (this.connection.localDescription) this.events.send({ from: this.id, description: this.connection.localDescription.toJSON() });
    } finally {
      this.makingOffer = false;
    }
  }

  async receive(signal: SignalPayload): Promise<void> {
    this.remoteId = signal.from;
    if (signal.description) {
      const collision = signal.description.type === 'offer' && (this.makingOffer || this.connection.signalingState !== 'stable');
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      await this.connection.setRemoteDescription(signal.description);
      if (signal.description.type === 'offer') {
        await this.connection.setLocalDescription();
        if (this.connection.localDescription) this.events.send({ from: this.id, description: this.connection.localDescription.toJSON() });
      }
      return;
    }
    try {
      await this.connection.addIceCandidate(signal.candidate ?? undefined);
    } catch (error) {
      if (!this.ignoreOffer) throw error;
    }
  }

  /** A new path after a drop; an offer the other side never received (its socket was down) is withdrawn first. */
  async restartIce(ice: IceSettings | null): Promise<void> {
    if (this.connection.signalingState === 'have-local-offer') await this.connection.setLocalDescription({ type: 'rollback' });
    if (ice) this.connection.setConfiguration(ice);
    this.connection.restartIce();
  }

  async switchStream(stream: MediaStream): Promise<void> {
    for (const sender of this.connection.getSenders()) {
      const track = stream.getTracks().find((candidate) => candidate.kind === sender.track?.kind);
      if (track && track !== sender.track) await sender.replaceTrack(track);
    }
  }

  sendChat(line: string): boolean {
    if (this.chat.readyState !== 'open') return false;
    this.chat.send(line);
    return true;
  }

  get chatOpen(): boolean {
    return this.chat.readyState === 'open';
  }

  get connected(): boolean {
    return this.connection.connectionState === 'connected';
  }

  get interrupted(): boolean {
    return ['disconnected', 'failed'].includes(this.connection.iceConnectionState);
  }

  close(): void {
    this.connection.close();
  }
}
