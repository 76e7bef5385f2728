import { loadOrCreateSigningKeys, outboxMailer, schemaDb, storageFromEnv, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import { createAccessTokenSigner } from '../accounts/access-token.ts';
import type { IdentityConfig } from '../config.ts';
import type { IdentityContext } from '../context.ts';
import type { IdentityDatabase } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityContext;
  }
}

export interface IdentityContextOptions {
  database: DatabaseHandle;
  config: IdentityConfig;
  publicKey: string;
  privateKey: string;
  now?: (() => Date) | undefined;
}

export const identityContextPlugin = fp<IdentityContextOptions>(
  async (app, { database, config, privateKey, now }) => {
    const ctx: IdentityContext = {
      db: schemaDb<IdentityDatabase>(database, 'identity'),
      config,
      signer: await createAccessTokenSigner(privateKey),
      mailer: outboxMailer(database.db, 'identity'),
      storage: storageFromEnv(config.dataDir),
      now: now ?? (() => new Date()),
    };
    app.decorate('identity', ctx);
  },
  { name: 'identity-context', fastify: '5.x' },
);

export { loadOrCreateSigningKeys };
