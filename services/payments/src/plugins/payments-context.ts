import { schemaDb, type DatabaseHandle } from '@emind/server-kit';
import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../config.ts';
import type { PaymentsContext } from '../context.ts';
import type { PaymentsDatabase } from '../db/schema.ts';
import { createWebpay } from '../webpay/webpay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsContext;
  }
}

export interface PaymentsContextOptions {
  database: DatabaseHandle;
  config: PaymentsConfig;
  now: () => Date;
}

export const paymentsContextPlugin = fp<PaymentsContextOptions>(
  async (app, { database, config, now }) => {
    app.decorate('payments', { db: schemaDb<PaymentsDatabase>(database, 'payments'), config, webpay: createWebpay(config.webpay), now });
  },
  { name: 'payments-context', fastify: '5.x' },
);
