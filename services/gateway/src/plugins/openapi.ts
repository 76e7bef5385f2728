import { strictSchema } from '@emind/server-kit';
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/** Must be registered before the services so every route is collected. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'e-mind API', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: (route) => {
        // Bodies are validated strictly (server-kit's validator): the document says so (additionalProperties: false).
        const body: unknown = route.schema?.body;
        const strict = body instanceof $ZodType ? { ...route, schema: { ...route.schema, body: strictSchema(body) } } : route;
        const document = jsonSchemaTransform(strict);
        const { schema } = document;
        // Uploads read their parts in the handler, so they declare no body; the document still says what they take.
        if (schema && !schema.body && Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data')) {
          return { ...document, schema: { ...schema, body: { type: 'object', description: 'multipart/form-data' } } };
        }
        return document;
      },
    });
    app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'gateway-openapi', fastify: '5.x' },
);
