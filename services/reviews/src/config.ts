import { serviceConfigFromEnv, type ServiceConfig } from '@emind/server-kit';

export type ReviewsConfig = ServiceConfig;

export function reviewsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ReviewsConfig {
  return serviceConfigFromEnv('REVIEWS_PORT', 8104, env);
}
