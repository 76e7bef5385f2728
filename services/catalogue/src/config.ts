import { serviceConfigFromEnv, type ServiceConfig } from '@emind/server-kit';

export type CatalogueConfig = ServiceConfig;

export function catalogueConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogueConfig {
  return serviceConfigFromEnv('CATALOGUE_PORT', 8102, env);
}
