import { serviceConfigFromEnv, type ServiceConfig } from '@emind/server-kit';

export type BookingConfig = ServiceConfig;

export function bookingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  return serviceConfigFromEnv('BOOKING_PORT', 8103, env);
}
