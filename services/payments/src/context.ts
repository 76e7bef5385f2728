import type { Kysely } from 'kysely';
import type { PaymentsConfig } from './config.ts';
import type { PaymentsDatabase } from './db/schema.ts';
import type { Webpay } from './webpay/webpay.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface PaymentsContext {
  db: Kysely<PaymentsDatabase>;
  config: PaymentsConfig;
  webpay: Webpay;
  now: () => Date;
}
