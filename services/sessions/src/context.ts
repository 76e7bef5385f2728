import type { Kysely } from 'kysely';
import type { SessionsConfig } from './config.ts';
import type { SessionsDatabase } from './db/schema.ts';
import type { RoomHub } from './signaling/room-hub.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface SessionsContext {
  db: Kysely<SessionsDatabase>;
  config: SessionsConfig;
  hub: RoomHub;
}
