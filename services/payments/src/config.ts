import { paymentMethodsSetting } from '@emind/contracts';
import type { PaymentMethodId } from '@emind/domain';
import { mailConfigFromEnv, publicOriginFromEnv, readConfigOrExit, serviceConfigFromEnv, type MailConfig, type ServiceConfig } from '@emind/server-kit';
import { transbankSdk } from './webpay/transbank-sdk.ts';
import { z } from 'zod';

const { Environment, IntegrationApiKeys, IntegrationCommerceCodes } = transbankSdk;

export interface WebpayConfig {
  commerceCode: string;
  apiKey: string;
  /** Transbank's base URL: integration, production, or any other (the test stand-in). */
  baseUrl: string;
  /** How long one call to Transbank may take before it counts as unanswered. */
  timeoutMs: number;
}

export interface PaymentsConfig extends ServiceConfig, MailConfig {
  /** Origin of the return URL given to Transbank and of the links in mails (EMIND_PUBLIC_ORIGIN). */
  publicOrigin: string;
  webpay: WebpayConfig;
  /** The payment methods offered (EMIND_PAYMENT_METHODS): card payments are refused when credit_card is not among them. */
  paymentMethods: readonly PaymentMethodId[];
  /** A transaction still open this long after it was created is settled by the job (EMIND_WEBPAY_HOLD_MINUTES). */
  holdMinutes: number;
  /** How long an erased psychologist's payout lines keep the payee's RUT, name and account (EMIND_RETENTION_PAYMENT_YEARS). */
  retentionPaymentYears: number;
}

/** `integration` (default), `production`, or a base URL (the stand-in in tests): the SDK's Options take a base URL. */
export function webpayBaseUrl(environment: string): string {
  if (environment === 'integration') return Environment.Integration;
  if (environment === 'production') return Environment.Production;
  return environment.replace(/\/+$/, '');
}

const paymentsEnvSchema = z.object({
  EMIND_WEBPAY_COMMERCE_CODE: z.string().regex(/^\d{8,12}$/, 'must be a Transbank commerce code (digits)').default(IntegrationCommerceCodes.WEBPAY_PLUS),
  EMIND_WEBPAY_API_KEY: z.string().min(1).default(IntegrationApiKeys.WEBPAY),
  EMIND_WEBPAY_ENVIRONMENT: z.union([z.enum(['integration', 'production']), z.url({ protocol: /^https?$/ })]).default('integration'),
  EMIND_WEBPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  EMIND_PAYMENT_METHODS: paymentMethodsSetting,
  EMIND_WEBPAY_HOLD_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(15),
  EMIND_RETENTION_PAYMENT_YEARS: z.coerce.number().int().min(6).max(100).default(6),
});

/** Where Transbank's payment form lives (the origin its create answer's url has): the page POSTs the token there. */
export function webpayFormOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(webpayBaseUrl(readConfigOrExit(paymentsEnvSchema.pick({ EMIND_WEBPAY_ENVIRONMENT: true }), env).EMIND_WEBPAY_ENVIRONMENT)).origin;
}

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const parsed = readConfigOrExit(paymentsEnvSchema, env);
  return {
    ...serviceConfigFromEnv('PAYMENTS_PORT', 8108, env),
    ...mailConfigFromEnv(env),
    publicOrigin: publicOriginFromEnv(env),
    webpay: {
      commerceCode: parsed.EMIND_WEBPAY_COMMERCE_CODE,
      apiKey: parsed.EMIND_WEBPAY_API_KEY,
      baseUrl: webpayBaseUrl(parsed.EMIND_WEBPAY_ENVIRONMENT),
      timeoutMs: parsed.EMIND_WEBPAY_TIMEOUT_MS,
    },
    paymentMethods: parsed.EMIND_PAYMENT_METHODS,
    holdMinutes: parsed.EMIND_WEBPAY_HOLD_MINUTES,
    retentionPaymentYears: parsed.EMIND_RETENTION_PAYMENT_YEARS,
  };
}
