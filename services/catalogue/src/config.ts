import { baseEnvSchema, booleanFromEnv, portFromEnv, readConfigOrExit } from '@emind/server-kit';

export const catalogueEnvSchema = baseEnvSchema.extend({
  CATALOGUE_PORT: portFromEnv.default(8102),
  EMIND_SEED_DEMO: booleanFromEnv.optional(),
});

export interface CatalogueConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean | string;
  port: number;
  /** Same rule as identity: demo data by default in embedded mode (no DATABASE_URL). */
  seedDemo: boolean;
  jwtPublicKey: string | undefined;
}

export function catalogueConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogueConfig {
  const parsed = readConfigOrExit(catalogueEnvSchema, env);
  return {
    dataDir: parsed.EMIND_DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.EMIND_TRUST_PROXY,
    port: parsed.CATALOGUE_PORT,
    seedDemo: parsed.EMIND_SEED_DEMO ?? !parsed.DATABASE_URL,
    jwtPublicKey: parsed.EMIND_JWT_PUBLIC_KEY,
  };
}
