import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionsContext } from '../../context.ts';
import { redeemTicket } from '../../rooms/rooms.service.ts';
import { closeFor } from '../../signaling/messages.ts';

interface SocketRequest {
  appointmentId: number;
  ticket: string;
  log: FastifyBaseLogger;
  /** Counts the upgrade against its address; throws past the limit. */
  withinLimit(): Promise<void>;
}

/**
 * The socket is accepted first and closed with a code on a refusal: a browser cannot read a refused upgrade's status.
 * Each upgrade counts against its address before the ticket is even looked up.
 */
export async function openSocket(ctx: SessionsContext, socket: WebSocket, { appointmentId, ticket, log, withinLimit }: SocketRequest): Promise<void> {
  const refuse = (cause: 'badTicket' | 'rateLimited'): void => {
    const { code, reason } = closeFor(cause);
    socket.close(code, reason);
  };
  try {
    await withinLimit();
  } catch {
    refuse('rateLimited');
    return;
  }
  try {
    const holder = await redeemTicket(ctx, appointmentId, ticket);
    if (!holder) {
      refuse('badTicket');
      return;
    }
    await ctx.hub.connect(socket, appointmentId, holder.userId, holder.role);
  } catch (error) {
    log.error({ err: error }, 'sessions: could not open a signaling connection');
    socket.close(1011, 'Error del servidor');
  }
}
