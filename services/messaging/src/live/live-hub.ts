import type { MessagingLiveEvent } from '@emind/contracts';
import type { MessageBus } from '@emind/server-kit';
import type { WebSocket } from 'ws';
import { z } from 'zod';

/** What crosses the bus: which conversation changed and whose sockets to tell (profile ids), never its content. */
export const liveBusEventSchema = z.object({ conversation: z.number().int(), profiles: z.array(z.number().int()).max(2) });
export type LiveBusEvent = z.infer<typeof liveBusEventSchema>;

/** The sockets open on this instance, by profile id; the bus tells every instance, each tells its own sockets. */
export class LiveHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private bus: MessageBus<LiveBusEvent> | null = null;

  attach(bus: MessageBus<LiveBusEvent>): void {
    this.bus = bus;
  }

  add(profileId: number, socket: WebSocket): void {
    const own = this.sockets.get(profileId) ?? new Set<WebSocket>();
    own.add(socket);
    this.sockets.set(profileId, own);
    socket.on('close', () => {
      own.delete(socket);
      if (own.size === 0 && this.sockets.get(profileId) === own) this.sockets.delete(profileId);
    });
  }

  async changed(conversation: number, profiles: number[]): Promise<void> {
    if (this.bus) await this.bus.publish({ conversation, profiles });
    else this.receive({ conversation, profiles });
  }

  receive(event: LiveBusEvent): void {
    const message: MessagingLiveEvent = { type: 'changed', conversation: event.conversation };
    const text = JSON.stringify(message);
    for (const profile of event.profiles) for (const socket of this.sockets.get(profile) ?? []) socket.send(text);
  }

  closeAll(): void {
    for (const own of this.sockets.values()) for (const socket of own) socket.close(1001, 'Servidor reiniciándose');
    this.sockets.clear();
  }
}
