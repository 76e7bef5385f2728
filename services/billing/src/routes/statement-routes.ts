import { adminBillingFormatSchema, adminBillingMonthSchema, errorResponses, monthlyStatementSchema, monthParamsSchema, statementFormatSchema } from '@emind/contracts';
import { currentUser, privateDownloadHeaders, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBillingMonth, monthlyStatement } from '../billing/statements.service.ts';
import { adminMonthCsv, statementCsv } from '../pdf/statement-csv.ts';
import { renderStatement } from '../pdf/statement-pdf.ts';

const tags = ['billing'];

/** /billing/statements/{YYYY-MM}: the psychologist's 'Mis ingresos' (JSON, CSV or PDF). */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.billing;
  app.get('/statements/:month', {
    onRequest: requireRole('psychologist'),
    schema: {
      tags,
      description: "The psychologist's month: sessions held, received directly, kept by the platform (first sessions), cancellations, refunds, boletas, retention (for information).",
      params: monthParamsSchema,
      querystring: statementFormatSchema,
      response: { 200: z.union([monthlyStatementSchema, z.unknown().describe('format=csv: text/csv; format=pdf: application/pdf')]), ...errorResponses },
    },
    handler: async (request, reply) => {
      const statement = await monthlyStatement(ctx, currentUser(request), request.params.month);
      if (request.query.format === 'csv') {
        return reply.headers(privateDownloadHeaders(`ingresos-${statement.month}.csv`)).header('content-type', 'text/csv; charset=utf-8').send(statementCsv(statement));
      }
      if (request.query.format === 'pdf') {
        const pdf = await renderStatement(statement, ctx.config.publicOrigin);
        return reply.headers(privateDownloadHeaders(`ingresos-${statement.month}.pdf`)).header('content-type', 'application/pdf').send(Buffer.from(pdf));
      }
      return statement;
    },
  });
};

/** /admin/billing/{YYYY-MM}: the platform's month (first sessions), JSON or CSV. */
export const adminBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.billing;
  app.get('/:month', {
    onRequest: requireRole('admin'),
    schema: {
      tags,
      description: 'What the platform received (first sessions) and refunded in the month, and the boletas attached or missing for those.',
      params: monthParamsSchema,
      querystring: adminBillingFormatSchema,
      response: { 200: z.union([adminBillingMonthSchema, z.unknown().describe('format=csv: text/csv')]), ...errorResponses },
    },
    handler: async (request, reply) => {
      const month = await adminBillingMonth(ctx, currentUser(request), request.params.month);
      if (request.query.format === 'csv') {
        return reply.headers(privateDownloadHeaders(`facturacion-${month.month}.csv`)).header('content-type', 'text/csv; charset=utf-8').send(adminMonthCsv(month));
      }
      return month;
    },
  });
};
