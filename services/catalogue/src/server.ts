import { createServer, openDatabase, pgliteDirFor } from '@emind/server-kit';
import catalogue from './app.ts';
import { catalogueConfigFromEnv } from './config.ts';

const config = catalogueConfigFromEnv();
const app = createServer({ logLevel: config.logLevel, trustProxy: config.trustProxy });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: pgliteDirFor(config.dataDir) });
await app.register(catalogue, { prefix: '/api', database, config });

const close = async (): Promise<void> => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void close());
process.once('SIGTERM', () => void close());

await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
