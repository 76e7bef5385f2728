import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser } from '@emind/server-kit';
import type { MessagingContext } from '../context.ts';

const TICKET_SECONDS = 60;
const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('base64url');

/** A single-use ticket for the live socket: a browser cannot put its token on a WebSocket upgrade. Only its hash is kept. */
export async function issueTicket(ctx: MessagingContext, user: AuthUser): Promise<{ ticket: string }> {
  const ticket = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('tickets')
    .values({ hash: hashOf(ticket), user_id: user.id, profile_id: user.profileId, expires_at: new Date(ctx.now().getTime() + TICKET_SECONDS * 1000) })
    .execute();
  return { ticket };
}

/** Takes the ticket: the delete is what makes it single-use. The profile id it was for, or null. */
export async function redeemTicket(ctx: MessagingContext, ticket: string): Promise<number | null> {
  const row = await ctx.db.deleteFrom('tickets').where('hash', '=', hashOf(ticket)).returning(['profile_id', 'expires_at']).executeTakeFirst();
  if (!row || new Date(row.expires_at) <= ctx.now()) return null;
  return row.profile_id;
}

export async function deleteExpiredTickets(ctx: MessagingContext): Promise<void> {
  await ctx.db.deleteFrom('tickets').where('expires_at', '<', ctx.now()).execute();
}
