import { randomUUID } from 'node:crypto';
import { sessionClientMessageSchema, type SessionCloseCause } from '@emind/contracts';
import type { SessionRoomRole, SessionWindowMinutes } from '@emind/domain';
import type { MessageBus } from '@emind/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { SessionsDatabase } from '../db/schema.ts';
import { callEndCause } from '../rooms/call-end.ts';
import { admit, endRoom, ensureRoom, join, leave, liveCallFacts, liveRoomState } from '../rooms/rooms.repository.ts';
import { MessageBudget } from './message-budget.ts';
import { closeFor, signalingMessages, type BusEvent, type ClientMessage, type PeerPresence, type ServerMessage, type SignalPayload } from './messages.ts';

interface Connection {
  socket: WebSocket;
  room: number;
  role: SessionRoomRole;
  userId: number;
  /** Its attendance row's id: names the connection across instances. */
  id: number | null;
  welcomed: boolean;
  /** What this connection was last told. */
  admitted: boolean;
  peer: PeerPresence;
  /** Closed by the server (replaced, ended, flooding): nothing more is sent or handled. */
  gone: boolean;
  /** Messages are handled one after another, after the welcome. */
  queue: Promise<void>;
  budget: MessageBudget;
}

/** One room's connections on this instance, and its reads of the room's state, one after another. */
class LocalRoom {
  readonly connections = new Map<SessionRoomRole, Connection>();
  reading: Promise<void> = Promise.resolve();
  /** A read is queued and has not started: a change heard now is covered by it. */
  readQueued = false;
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
 * The rooms' live connections on this instance. Everything a connection is told about its room (who is present,
 * admitted, ended) is read from the database, after any change on any instance: the bus only says which room to read
 * again, and carries the signals between the two people when they are on different instances.
 */
export class RoomHub {
  private readonly rooms = new Map<number, LocalRoom>();
  private bus: MessageBus<BusEvent> | null = null;
  /** Its own events come back on the bus: already acted on. */
  private readonly instance = randomUUID();
  private checking: Promise<void> = Promise.resolve();
  private checkQueued = false;

  constructor(
    private readonly db: Kysely<SessionsDatabase>,
    private readonly log: FastifyBaseLogger,
    private readonly window: SessionWindowMinutes,
  ) {}

  attach(bus: MessageBus<BusEvent>): void {
    this.bus = bus;
  }

  /** Open connections on this instance. */
  get size(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.connections.size;
    return count;
  }

  /** A socket whose ticket was taken: registered before the database is read, so no change to the room is missed. */
  async connect(socket: WebSocket, room: number, userId: number, role: SessionRoomRole): Promise<void> {
    const connection: Connection = {
      socket, room, role, userId, id: null, welcomed: false, admitted: false, peer: 'absent', gone: false, queue: Promise.resolve(), budget: new MessageBudget(),
    };
    this.register(connection);
    let setUp!: () => void;
    connection.queue = new Promise<void>((resolve) => (setUp = resolve));
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (connection.gone) return;
      if (!connection.budget.take()) {
        this.closeWith(connection, 'rateLimited');
        return;
      }
      connection.queue = connection.queue.then(() => this.onClientMessage(connection, isBinary ? null : data.toString()));
    });
    socket.on('close', () => {
      connection.queue = connection.queue.then(() => this.onClose(connection));
    });
    try {
      connection.id = await this.db.transaction().execute(async (trx) => {
        await ensureRoom(trx, room);
        return join(trx, room, userId, role);
      });
      await this.changed(room);
      // The read failed (it was logged): the socket is closed as a server error, and the page reconnects.
      if (!connection.welcomed && !connection.gone) throw new Error('the room could not be read for the welcome');
    } finally {
      setUp();
    }
  }

  private register(connection: Connection): void {
    const room = this.rooms.get(connection.room) ?? new LocalRoom();
    const earlier = room.connections.get(connection.role);
    if (earlier) this.closeWith(earlier, 'replaced');
    room.connections.set(connection.role, connection);
    this.rooms.set(connection.room, room);
  }

  private closeWith(connection: Connection, cause: SessionCloseCause): void {
    if (connection.gone) return;
    connection.gone = true;
    if (cause === 'ended') send(connection, { type: 'ended' });
    const { code, reason } = closeFor(cause);
    connection.socket.close(code, reason);
  }

  /** The room changed here: this instance reads it again, and tells the others to. */
  private async changed(room: number): Promise<void> {
    await this.publish({ t: 'room', room, from: this.instance });
    await this.refresh(room);
  }

  /** Reads the room and tells each connection here what changed. A read waiting to start covers every change before it. */
  private refresh(roomId: number): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room) return Promise.resolve();
    if (room.readQueued) return room.reading;
    room.readQueued = true;
    room.reading = room.reading
      .then(async () => {
        room.readQueued = false;
        await this.tell(roomId, room);
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'sessions: could not read a room'));
    return room.reading;
  }

  private async tell(roomId: number, room: LocalRoom): Promise<void> {
    const state = await liveRoomState(this.db, roomId);
    for (const connection of room.connections.values()) {
      if (connection.id === null || connection.gone) continue;
      if (state.ended) {
        this.closeWith(connection, 'ended');
        continue;
      }
      // The same person joined again (another tab, perhaps on another instance): their newest connection stays.
      if (state.present.get(connection.role) !== connection.id) {
        this.closeWith(connection, 'replaced');
        continue;
      }
      const admitted = connection.role === 'psychologist' || state.admitted;
      const peer = presenceFor(connection.role, state.present.has(otherRole(connection.role)), state.admitted);
      if (!connection.welcomed) {
        Object.assign(connection, { welcomed: true, admitted, peer });
        send(connection, { type: 'welcome', role: connection.role, admitted, peer });
        continue;
      }
      if (admitted && !connection.admitted) {
        connection.admitted = true;
        send(connection, { type: 'admitted' });
      }
      if (peer !== connection.peer) {
        connection.peer = peer;
        send(connection, { type: 'peer', peer });
      }
    }
  }

  private async onClientMessage(connection: Connection, text: string | null): Promise<void> {
    if (connection.gone) return;
    let message: ClientMessage;
    try {
      message = sessionClientMessageSchema.parse(JSON.parse(text ?? ''));
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
      if (await admit(this.db, connection.room)) await this.changed(connection.room);
      return;
    }
    await endRoom(this.db, connection.room);
    await this.changed(connection.room);
  }

  /** Only while both are in the call; the other person's socket here, or the bus to the instance that has it. */
  private relay(connection: Connection, payload: SignalPayload): void {
    if (!connection.admitted || connection.peer !== 'in_call') return;
    const to = otherRole(connection.role);
    const local = this.rooms.get(connection.room)?.connections.get(to);
    if (local) {
      if (local.welcomed && !local.gone) send(local, { type: 'signal', payload });
      return;
    }
    void this.publish({ t: 'signal', room: connection.room, to, payload, from: this.instance });
  }

  private async onClose(connection: Connection): Promise<void> {
    const room = this.rooms.get(connection.room);
    if (room?.connections.get(connection.role) === connection) {
      room.connections.delete(connection.role);
      if (room.connections.size === 0) this.rooms.delete(connection.room);
    }
    if (connection.id === null) return;
    try {
      await leave(this.db, connection.id);
    } catch (error) {
      this.log.warn({ err: error }, 'sessions: could not record a departure');
    }
    await this.changed(connection.room);
  }

  private async publish(event: BusEvent): Promise<void> {
    try {
      await this.bus?.publish(event);
    } catch (error) {
      this.log.warn({ err: error }, 'sessions: the signaling bus refused a message');
    }
  }

  /** A bus event from another instance, opened and validated by the bus. */
  receive(event: BusEvent): void {
    if (event.from === this.instance) return;
    if (event.t === 'room') {
      void this.refresh(event.room);
      return;
    }
    const target = this.rooms.get(event.room)?.connections.get(event.to);
    if (target?.welcomed && !target.gone) send(target, { type: 'signal', payload: event.payload });
  }

  /** A check soon, after the one running: one queued covers every change heard before it starts. */
  checkSoon(): void {
    if (this.checkQueued) return;
    this.checkQueued = true;
    this.checking = this.checking
      .then(() => {
        this.checkQueued = false;
        return this.checkLiveCalls();
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'sessions: could not check the live calls'));
  }

  /**
   * Ends the calls on this instance that may not go on: the appointment cancelled or moved, its room closed, an
   * account deactivated or erased. Each instance checks its own sockets against the database.
   */
  async checkLiveCalls(now: Date = new Date()): Promise<void> {
    const ids = [...this.rooms.keys()];
    if (ids.length === 0) return;
    const facts = new Map((await liveCallFacts(this.db, ids)).map((row) => [row.appointment_id, row]));
    for (const id of ids) {
      const cause = callEndCause(facts.get(id), now, this.window);
      if (!cause) continue;
      for (const connection of this.rooms.get(id)?.connections.values() ?? []) this.closeWith(connection, cause);
    }
  }

  /** Closing the service: every socket goes; their departures are recorded by their close handlers. */
  closeAll(): void {
    for (const room of this.rooms.values()) for (const connection of room.connections.values()) connection.socket.close(1001, 'shutting down');
  }
}
