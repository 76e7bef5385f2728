import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionsContext } from '../../context.ts';
import { redeemTicket } from '../../rooms/rooms.service.ts';
import { closeCodes } from '../../signaling/messages.ts';

/** The socket is accepted first and closed with 4401 on a bad ticket: a browser cannot read a refused upgrade's status. */
export async function openSocket(ctx: SessionsContext, socket: WebSocket, appointmentId: number, ticket: string, log: FastifyBaseLogger): Promise<void> {
  try {
    const holder = await redeemTicket(ctx, appointmentId, ticket);
    if (!holder) {
      socket.close(closeCodes.badTicket, 'bad ticket');
      return;
    }
    await ctx.hub.connect(socket, appointmentId, holder.userId, holder.role);
  } catch (error) {
    log.error({ err: error }, 'sessions: could not open a signaling connection');
    socket.close(1011, 'server error');
  }
}
