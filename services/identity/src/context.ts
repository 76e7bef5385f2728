import type { Mailer, Storage } from '@emind/server-kit';
import type { Kysely } from 'kysely';
import type { AccessTokenSigner } from './accounts/access-token.ts';
import type { IdentityConfig } from './config.ts';
import type { IdentityDatabase } from './db/schema.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface IdentityContext {
  db: Kysely<IdentityDatabase>;
  config: IdentityConfig;
  signer: AccessTokenSigner;
  /** Queues mail in identity's outbox; the mail job sends it. */
  mailer: Mailer;
  storage: Storage;
  /** The clock jobs and data-request deadlines read (tests pin it). */
  now: () => Date;
}
