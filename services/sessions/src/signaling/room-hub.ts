import type { SessionRoomRole } from '@emind/domain';
import type { MessageBus } from '@emind/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { SessionsDatabase } from '../db/schema.ts';
import { admit, endRoom, ensureRoom, join, leave, presentConnection, roomOf } from '../rooms/rooms.repository.ts';
import { clientMessageSchema, closeCodes, signalingMessages, type BusEvent, type ClientMessage, type PeerPresence, type ServerMessage } from './messages.ts';

interface Connection {
  socket: WebSocket;
  room: number;
  role: SessionRoomRole;
  userId: number;
  /** Its attendance row's id: names the connection across instances. */
  id: number | null;
  admitted: boolean;
  peer: PeerPresence;
  /** The other person's connection this one believes present; a 'left' of another (an older tab) changes nothing. */
  peerId: number | null;
  /** A bus event told the peer's presence before the database was read: the event is the newer news. */
  peerHeard: boolean;
  welcomed: boolean;
  /** Replaced or ended: its closing tells no one it left. */
  gone: boolean;
  /** Messages are handled one after another, after the welcome. */
  queue: Promise<void>;
}

interface LocalRoom {
  patient?: Connection;
  psychologist?: Connection;
}

const otherRole = (role: SessionRoomRole): SessionRoomRole => (role === 'patient' ? 'psychologist' : 'patient');

function presenceFor(viewer: SessionRoomRole, peerPresent: boolean, patientAdmitted: boolean): PeerPresence {
  if (!peerPresent) return 'absent';
  if (viewer === 'patient') return 'in_call';
  return patientAdmitted ? 'in_call' : 'waiting';
}

function send(connection: Connection, message: ServerMessage): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
}

/**
 * The rooms' live connections on this instance. What another instance must know (someone joined or left, the patient
 * was admitted, the room ended, a signal for a person connected there) goes over the bus; what must outlive a
 * connection (admitted, ended, who is present) is in the database.
 */
export class RoomHub {
  private readonly rooms = new Map<number, LocalRoom>();
  private bus: MessageBus | null = null;

  constructor(
    private readonly db: Kysely<SessionsDatabase>,
    private readonly log: FastifyBaseLogger,
  ) {}

  attach(bus: MessageBus): void {
    this.bus = bus;
  }

  /** Open connections on this instance. */
  get size(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += (room.patient ? 1 : 0) + (room.psychologist ? 1 : 0);
    return count;
  }

  /** A socket whose ticket was taken: registered before the database is read, so no bus event about the room is missed. */
  async connect(socket: WebSocket, room: number, userId: number, role: SessionRoomRole): Promise<void> {
    const connection: Connection = {
      socket, room, role, userId, id: null, admitted: role === 'psychologist', peer: 'absent', peerId: null, peerHeard: false, welcomed: false,
      gone: false, queue: Promise.resolve(),
    };
    this.register(connection);
    let setUp!: () => void;
    connection.queue = new Promise<void>((resolve) => (setUp = resolve));
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      connection.queue = connection.queue.then(() => this.onClientMessage(connection, isBinary ? null : data.toString()));
    });
    socket.on('close', () => {
      connection.queue = connection.queue.then(() => this.onClose(connection));
    });
    try {
      await this.welcome(connection);
    } finally {
      setUp();
    }
  }

  private async welcome(connection: Connection): Promise<void> {
    connection.id = await this.db.transaction().execute(async (trx) => {
      await ensureRoom(trx, connection.room);
      return join(trx, connection.room, connection.userId, connection.role);
    });
    const [room, peerId] = await Promise.all([roomOf(this.db, connection.room), presentConnection(this.db, connection.room, otherRole(connection.role))]);
    if (room?.ended_at) {
      this.closeEnded(connection);
      return;
    }
    const patientAdmitted = room?.admitted_at != null;
    connection.admitted ||= patientAdmitted;
    if (!connection.peerHeard) {
      connection.peerId = peerId;
      connection.peer = presenceFor(connection.role, peerId !== null, patientAdmitted);
    }
    await this.publish({ t: 'joined', room: connection.room, role: connection.role, conn: connection.id, admitted: connection.admitted });
    send(connection, { type: 'welcome', role: connection.role, admitted: connection.admitted, peer: connection.peer });
    connection.welcomed = true;
  }

  private register(connection: Connection): void {
    const room = this.rooms.get(connection.room) ?? {};
    const earlier = room[connection.role];
    if (earlier) this.replace(earlier);
    room[connection.role] = connection;
    this.rooms.set(connection.room, room);
  }

  private replace(connection: Connection): void {
    connection.gone = true;
    connection.socket.close(closeCodes.replaced, 'replaced');
  }

  private closeEnded(connection: Connection): void {
    connection.gone = true;
    send(connection, { type: 'ended' });
    connection.socket.close(closeCodes.ended, 'ended');
  }

  private async onClientMessage(connection: Connection, text: string | null): Promise<void> {
    let message: ClientMessage;
    try {
      message = clientMessageSchema.parse(JSON.parse(text ?? ''));
    } catch {
      send(connection, { type: 'error', message: signalingMessages.invalidMessage });
      return;
    }
    if (message.type === 'signal') {
      this.relay(connection, message.payload);
      return;
    }
    if (connection.role !== 'psychologist') {
      send(connection, { type: 'error', message: signalingMessages.psychologistOnly });
      return;
    }
    if (message.type === 'admit') {
      if (connection.peer !== 'waiting') {
        send(connection, { type: 'error', message: signalingMessages.nobodyWaiting });
        return;
      }
      if (await admit(this.db, connection.room)) await this.publish({ t: 'admitted', room: connection.room });
      return;
    }
    await endRoom(this.db, connection.room);
    await this.publish({ t: 'ended', room: connection.room });
  }

  /** Only while both are in the call; the other person's socket here, or the bus to the instance that has it. */
  private relay(connection: Connection, payload: unknown): void {
    if (!connection.admitted || connection.peer !== 'in_call') return;
    const to = otherRole(connection.role);
    const local = this.rooms.get(connection.room)?.[to];
    if (local) {
      send(local, { type: 'signal', payload });
      return;
    }
    void this.publish({ t: 'signal', room: connection.room, to, payload });
  }

  private async onClose(connection: Connection): Promise<void> {
    const room = this.rooms.get(connection.room);
    if (room?.[connection.role] === connection) {
      if (connection.role === 'patient') delete room.patient;
      else delete room.psychologist;
      if (!room.patient && !room.psychologist) this.rooms.delete(connection.room);
    }
    if (connection.id === null) return;
    try {
      await leave(this.db, connection.id);
    } catch (error) {
      this.log.warn({ err: error }, 'sessions: could not record a departure');
    }
    if (!connection.gone) await this.publish({ t: 'left', room: connection.room, role: connection.role, conn: connection.id });
  }

  private async publish(event: BusEvent): Promise<void> {
    try {
      await this.bus?.publish(JSON.stringify(event));
    } catch (error) {
      this.log.warn({ err: error }, 'sessions: the signaling bus refused a message');
    }
  }

  /** A bus message from any instance (this one included). */
  receive(text: string): void {
    let event: BusEvent;
    try {
      event = JSON.parse(text) as BusEvent;
    } catch {
      return;
    }
    const room = this.rooms.get(event.room);
    if (!room) return;
    switch (event.t) {
      case 'joined': {
        const same = room[event.role];
        if (same && same.id !== null && same.id !== event.conn) this.replace(same);
        const viewer = room[otherRole(event.role)];
        if (viewer) this.hearPeer(viewer, event.conn, presenceFor(viewer.role, true, event.role === 'patient' ? event.admitted : viewer.admitted));
        return;
      }
      case 'left': {
        const viewer = room[otherRole(event.role)];
        if (viewer && (viewer.peerId === null || viewer.peerId === event.conn)) this.hearPeer(viewer, null, 'absent');
        return;
      }
      case 'admitted': {
        const { patient, psychologist } = room;
        if (patient && !patient.admitted) {
          patient.admitted = true;
          if (patient.welcomed) {
            send(patient, { type: 'admitted' });
            send(patient, { type: 'peer', peer: patient.peer });
          }
        }
        if (psychologist && psychologist.peer === 'waiting') this.hearPeer(psychologist, psychologist.peerId, 'in_call');
        return;
      }
      case 'ended':
        for (const connection of [room.patient, room.psychologist]) if (connection) this.closeEnded(connection);
        return;
      case 'signal': {
        const target = room[event.to];
        if (target) send(target, { type: 'signal', payload: event.payload });
        return;
      }
    }
  }

  private hearPeer(viewer: Connection, peerId: number | null, peer: PeerPresence): void {
    viewer.peerHeard = true;
    viewer.peerId = peerId;
    if (viewer.peer === peer) return;
    viewer.peer = peer;
    if (viewer.welcomed) send(viewer, { type: 'peer', peer });
  }

  /** Closing the service: every socket goes; their departures are recorded by their close handlers. */
  closeAll(): void {
    for (const room of this.rooms.values()) for (const connection of [room.patient, room.psychologist]) connection?.socket.close(1001, 'shutting down');
  }
}
