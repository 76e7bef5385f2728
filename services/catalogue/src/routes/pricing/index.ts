import { currentUser, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePsychologistAccount } from '../../professionals/professionals.service.ts';
import { approvedPrice, currentConfiguration, latestSuggestion, setApprovedPrice, suggestPrice } from '../../pricing/pricing.service.ts';
import { errorResponses, idParams, priceConfigurationSchema, priceSchema, setPriceBody, suggestBody, suggestionSchema } from '@emind/contracts';

const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.catalogue;
  const tags = ['pricing'];
  const psychologist = requireRole('psychologist');
  const admin = requireRole('admin');

  app.get('/configurations/current', {
    onRequest: requireRole(),
    schema: { tags, response: { 200: priceConfigurationSchema, ...errorResponses } },
    handler: async () => currentConfiguration(ctx),
  });
  app.get('/suggested-prices/my_suggestion', {
    onRequest: psychologist,
    schema: { tags, response: { 200: suggestionSchema, ...errorResponses } },
    handler: async (request) => latestSuggestion(ctx, currentUser(request).profileId),
  });
  app.post('/suggested-prices/my_suggestion', {
    onRequest: psychologist,
    schema: { tags, body: suggestBody, response: { 201: suggestionSchema, ...errorResponses } },
    handler: async (request, reply) => reply.status(201).send(await suggestPrice(ctx, currentUser(request).profileId, request.body.price)),
  });
  app.get('/psychologist-prices/my_price', {
    onRequest: psychologist,
    schema: { tags, response: { 200: priceSchema, ...errorResponses } },
    handler: async (request) => approvedPrice(ctx, currentUser(request).profileId, false),
  });
  // Public for VERIFIED psychologists; an admin (token present) sees any psychologist's price.
  app.get('/psychologist-prices/psychologist/:id', {
    schema: { tags, params: idParams, response: { 200: priceSchema, ...errorResponses } },
    handler: async (request) => {
      let isAdmin = false;
      if (request.headers.authorization) {
        await requireRole()(request);
        isAdmin = currentUser(request).userType === 'admin';
      }
      return approvedPrice(ctx, request.params.id, !isAdmin);
    },
  });
  app.get('/suggested-prices/psychologist/:id', {
    onRequest: admin,
    schema: { tags, params: idParams, response: { 200: suggestionSchema, ...errorResponses } },
    handler: async (request) => latestSuggestion(ctx, request.params.id),
  });
  app.post('/psychologist-prices/set_psychologist_price/:id', {
    onRequest: admin,
    schema: { tags, params: idParams, body: setPriceBody, response: { 200: priceSchema, ...errorResponses } },
    handler: async (request) => {
      await requirePsychologistAccount(ctx, request.params.id);
      return setApprovedPrice(ctx, request.params.id, request.body.price);
    },
  });
};

export default pricingRoutes;
