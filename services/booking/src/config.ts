import { commaList, mailConfigFromEnv, readConfigOrExit, serviceConfigFromEnv, type MailConfig, type ServiceConfig } from '@emind/server-kit';
import { z } from 'zod';

export interface BookingConfig extends ServiceConfig, MailConfig {
  /** An unpaid hold is cancelled this long after booking (or when the session starts, if sooner). */
  paymentHoldMinutes: number;
  /** Video rooms are `${meetingBaseUrl}/${room}`. */
  meetingBaseUrl: string;
  /** The admin whose bank data is the platform account; null: the earliest admin with complete bank data. */
  platformAdminEmail: string | null;
  /** Reminders go out this many hours before a confirmed session (EMIND_REMINDER_HOURS, default 24 and 1). */
  reminderHours: number[];
  /** Origin of the links in mails. */
  publicOrigin: string;
}

const bookingEnvSchema = z.object({
  EMIND_PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(1440),
  MEETING_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://meet.jit.si').transform((url) => url.replace(/\/+$/, '')),
  EMIND_PLATFORM_ADMIN_EMAIL: z.email().optional(),
  EMIND_ADMIN_EMAIL: z.email().optional(),
  EMIND_REMINDER_HOURS: commaList
    .pipe(z.array(z.string().regex(/^\d+$/, 'must be whole hours, e.g. 24,1').transform(Number).pipe(z.number().int().min(1).max(24 * 14))))
    .transform((hours) => [...new Set(hours)].sort((a, b) => a - b))
    .default([1, 24]),
  EMIND_PUBLIC_ORIGIN: z.url().default('http://localhost:8000').transform((url) => url.replace(/\/+$/, '')),
});

export const bookingDefaults = {
  paymentHoldMinutes: 1440,
  meetingBaseUrl: 'https://meet.jit.si',
  platformAdminEmail: null,
  reminderHours: [1, 24],
  publicOrigin: 'http://localhost:8000',
  smtpUrl: undefined,
  mailFrom: 'e-mind <no-reply@e-mind.cl>',
  jobIntervalMs: 15_000,
};

export function bookingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  const parsed = readConfigOrExit(bookingEnvSchema, env);
  return {
    ...serviceConfigFromEnv('BOOKING_PORT', 8103, env),
    paymentHoldMinutes: parsed.EMIND_PAYMENT_HOLD_MINUTES,
    meetingBaseUrl: parsed.MEETING_BASE_URL,
    platformAdminEmail: (parsed.EMIND_PLATFORM_ADMIN_EMAIL ?? parsed.EMIND_ADMIN_EMAIL)?.toLowerCase() ?? null,
    reminderHours: parsed.EMIND_REMINDER_HOURS,
    publicOrigin: parsed.EMIND_PUBLIC_ORIGIN,
    ...mailConfigFromEnv(env),
  };
}
