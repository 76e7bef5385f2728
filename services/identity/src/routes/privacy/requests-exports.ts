import { dataExportSchema, dataExportsSchema, detailSchema, errorResponses, exportRequestedSchema, idParams } from '@emind/contracts';
import { currentUser, privateDownloadHeaders, requireAuth, sendOpenedFile } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFile, ownExport, ownExports, requestExport } from '../../privacy/requests/exports.service.ts';

/** 'Descargar mis datos': any signed-in person, own exports only (another person's is a 404). */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.identity;
  const tags = ['privacy'];
  app.addHook('onRequest', requireAuth());

  app.post('/', {
    schema: { tags, response: { 202: exportRequestedSchema, ...errorResponses } },
    handler: async (request, reply) => {
      const created = await requestExport(ctx, currentUser(request).id);
      return reply.status(202).send({ id: created.id, status: created.status });
    },
  });
  app.get('/', {
    schema: { tags, response: { 200: dataExportsSchema, ...errorResponses } },
    handler: async (request) => ownExports(ctx, currentUser(request).id),
  });
  app.get('/:id', {
    schema: { tags, params: idParams, response: { 200: dataExportSchema, ...errorResponses } },
    handler: async (request) => ownExport(ctx, currentUser(request).id, request.params.id),
  });
  app.get('/:id/download', {
    schema: {
      tags,
      params: idParams,
      response: { 200: z.unknown().describe('The ZIP: datos.json, resumen.html and the files'), ...errorResponses, 409: detailSchema, 410: detailSchema },
    },
    handler: async (request, reply) => {
      const file = await exportFile(ctx, currentUser(request).id, request.params.id);
      return sendOpenedFile(reply, file.opened, { mime: 'application/zip', headers: privateDownloadHeaders(file.filename) });
    },
  });
};

export default exportRoutes;
