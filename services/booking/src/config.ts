import { paymentMethodsSetting } from '@emind/contracts';
import { DEFAULT_PAYMENT_METHODS, videoModes, type PaymentMethodId, type VideoMode } from '@emind/domain';
import { commaList, mailConfigFromEnv, publicOriginFromEnv, readConfigOrExit, serviceConfigFromEnv, type MailConfig, type ServiceConfig } from '@emind/server-kit';
import { z } from 'zod';

export interface BookingConfig extends ServiceConfig, MailConfig {
  /** An unpaid hold is cancelled this long after booking (or when the session starts, if sooner). */
  paymentHoldMinutes: number;
  /** Sessions happen in our own room (`/sesion/{id}`, default) or, with EMIND_VIDEO=external, at `${meetingBaseUrl}/${room}`. */
  video: VideoMode;
  meetingBaseUrl: string;
  /** The admin whose bank data is the platform account; null: the earliest admin with complete bank data. */
  platformAdminEmail: string | null;
  /** Reminders go out this many hours before a confirmed session (EMIND_REMINDER_HOURS, default 24 and 1). */
  reminderHours: number[];
  /** Origin of the links in mails. */
  publicOrigin: string;
  /** Sealed payment records are purged this many years after an erasure (Código Tributario art. 17 and 200). */
  retentionPaymentYears: number;
  /** Sealed clinical notes are purged this many years after an erasure (Ley 20.584 art. 13; Decreto 41/2012 MINSAL). */
  retentionClinicalYears: number;
  /** Later sessions of a weekly series are held until this many days before each (EMIND_SERIES_PAYMENT_DAYS). */
  seriesPaymentDays: number;
  /** A patient may reschedule until this many hours before the session (EMIND_RESCHEDULE_MIN_HOURS). */
  rescheduleMinHours: number;
  /** The payment methods a booking may choose (EMIND_PAYMENT_METHODS). */
  paymentMethods: readonly PaymentMethodId[];
  /** A booking paid by card holds its slot this long while the patient is on Webpay's form (EMIND_WEBPAY_HOLD_MINUTES). */
  cardHoldMinutes: number;
}

const bookingEnvSchema = z.object({
  EMIND_PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(1440),
  EMIND_VIDEO: z.enum(videoModes, { error: 'must be internal or external' }).default('internal'),
  MEETING_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://meet.jit.si').transform((url) => url.replace(/\/+$/, '')),
  EMIND_PLATFORM_ADMIN_EMAIL: z.email().optional(),
  EMIND_ADMIN_EMAIL: z.email().optional(),
  EMIND_REMINDER_HOURS: commaList
    .pipe(z.array(z.string().regex(/^\d+$/, 'must be whole hours, e.g. 24,1').transform(Number).pipe(z.number().int().min(1).max(24 * 14))))
    .transform((hours) => [...new Set(hours)].sort((a, b) => a - b))
    .default([1, 24]),
  // The law's periods are minimums: a shorter one would be unlawful, so only longer ones are accepted.
  EMIND_RETENTION_PAYMENT_YEARS: z.coerce.number().int().min(6).max(100).default(6),
  EMIND_RETENTION_CLINICAL_YEARS: z.coerce.number().int().min(15).max(100).default(15),
  EMIND_SERIES_PAYMENT_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  EMIND_RESCHEDULE_MIN_HOURS: z.coerce.number().int().min(0).max(24 * 30).default(24),
  EMIND_PAYMENT_METHODS: paymentMethodsSetting,
  EMIND_WEBPAY_HOLD_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(15),
});

export const bookingDefaults = {
  paymentHoldMinutes: 1440,
  video: 'internal' as VideoMode,
  meetingBaseUrl: 'https://meet.jit.si',
  platformAdminEmail: null,
  reminderHours: [1, 24],
  publicOrigin: publicOriginFromEnv({}),
  retentionPaymentYears: 6,
  retentionClinicalYears: 15,
  seriesPaymentDays: 3,
  rescheduleMinHours: 24,
  paymentMethods: DEFAULT_PAYMENT_METHODS,
  cardHoldMinutes: 15,
  smtpUrl: undefined,
  mailFrom: 'e-mind <no-reply@e-mind.cl>',
  jobIntervalMs: 15_000,
};

export function bookingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  const parsed = readConfigOrExit(bookingEnvSchema, env);
  return {
    ...serviceConfigFromEnv('BOOKING_PORT', 8103, env),
    paymentHoldMinutes: parsed.EMIND_PAYMENT_HOLD_MINUTES,
    video: parsed.EMIND_VIDEO,
    meetingBaseUrl: parsed.MEETING_BASE_URL,
    platformAdminEmail: (parsed.EMIND_PLATFORM_ADMIN_EMAIL ?? parsed.EMIND_ADMIN_EMAIL)?.toLowerCase() ?? null,
    reminderHours: parsed.EMIND_REMINDER_HOURS,
    publicOrigin: publicOriginFromEnv(env),
    retentionPaymentYears: parsed.EMIND_RETENTION_PAYMENT_YEARS,
    retentionClinicalYears: parsed.EMIND_RETENTION_CLINICAL_YEARS,
    seriesPaymentDays: parsed.EMIND_SERIES_PAYMENT_DAYS,
    rescheduleMinHours: parsed.EMIND_RESCHEDULE_MIN_HOURS,
    paymentMethods: parsed.EMIND_PAYMENT_METHODS,
    cardHoldMinutes: parsed.EMIND_WEBPAY_HOLD_MINUTES,
    ...mailConfigFromEnv(env),
  };
}
