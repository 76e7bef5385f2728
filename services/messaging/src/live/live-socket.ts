import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { MessagingContext } from '../context.ts';
import { redeemTicket } from './tickets.ts';

/** Accepted first and closed with a code on a refusal: a browser cannot read a refused upgrade's status. */
export async function openLiveSocket(ctx: MessagingContext, socket: WebSocket, ticket: string, log: FastifyBaseLogger): Promise<void> {
  try {
    const profileId = await redeemTicket(ctx, ticket);
    if (profileId === null) {
      socket.close(4401, 'Ticket no válido');
      return;
    }
    ctx.live.add(profileId, socket);
  } catch (error) {
    log.error({ err: error }, 'messaging: could not open a live connection');
    socket.close(1011, 'Error del servidor');
  }
}
