import { mailConfigFromEnv, publicOriginFromEnv, serviceConfigFromEnv, type MailConfig, type ServiceConfig } from '@emind/server-kit';

export interface MeasuresConfig extends ServiceConfig, MailConfig {
  /** Origin of the links in mails (EMIND_PUBLIC_ORIGIN). */
  publicOrigin: string;
}

export function measuresConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MeasuresConfig {
  return {
    ...serviceConfigFromEnv('MEASURES_PORT', 8106, env),
    ...mailConfigFromEnv(env),
    publicOrigin: publicOriginFromEnv(env),
  };
}
