import {
  detailSchema,
  fieldErrorsSchema,
  INVALID_TOKEN,
  loginBody,
  refreshBody,
  registerBody,
  requestPasswordResetBody,
  RESET_DONE,
  RESET_REQUESTED,
  resetPasswordBody,
  sessionSchema,
  tokenPairSchema,
  verifyResetTokenBody,
  verifyResetTokenInvalid,
  verifyResetTokenValid,
} from '@emind/contracts';
import { countFailedLogin, limitBy } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { login, logout, refresh, register } from '../../accounts/auth.service.ts';
import { requestPasswordReset, resetPassword, verifyResetToken } from '../../password-reset/reset.service.ts';

const tags = ['auth'];
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.identity;
  const limits = ctx.config.rateLimits;

  app.post('/register', {
    schema: { tags, body: registerBody, response: { 201: sessionSchema, 400: fieldErrorsSchema, 429: detailSchema } },
    preHandler: limitBy(app, 'register', limits.register),
    handler: async (request, reply) => reply.status(201).send(await register(ctx, request.body, request.ip)),
  });

  app.post('/login', {
    schema: { tags, body: loginBody, response: { 200: sessionSchema, 400: fieldErrorsSchema, 401: detailSchema, 429: detailSchema } },
    // The per-e-mail limit counts failures only, in the login itself.
    preHandler: limitBy(app, 'login-ip', limits.loginPerIp),
    onResponse: countFailedLogin,
    handler: async (request) => login(ctx, request.body.email, request.body.password),
  });

  app.post('/refresh', {
    schema: { tags, body: refreshBody, response: { 200: tokenPairSchema, 400: fieldErrorsSchema, 401: detailSchema } },
    handler: async (request) => refresh(ctx, request.body.refresh),
  });

  app.post('/logout', {
    schema: { tags, body: refreshBody, response: { 204: z.null(), 400: fieldErrorsSchema } },
    handler: async (request, reply) => {
      await logout(ctx, request.body.refresh);
      return reply.status(204).send(null);
    },
  });

  app.post('/request-password-reset', {
    schema: { tags, body: requestPasswordResetBody, response: { 200: detailSchema, 400: fieldErrorsSchema, 429: detailSchema } },
    preHandler: limitBy(app, 'password-reset', limits.passwordReset),
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email, request.body.base_url, request.body.redirect);
      return { detail: RESET_REQUESTED };
    },
  });

  app.post('/verify-reset-token', {
    schema: {
      tags,
      body: verifyResetTokenBody,
      response: { 200: verifyResetTokenValid, 400: z.union([verifyResetTokenInvalid, fieldErrorsSchema]) },
    },
    handler: async (request, reply) => {
      const found = await verifyResetToken(ctx, request.body.token);
      if (!found) return reply.status(400).send({ valid: false, code: 'reset_token_invalid', detail: INVALID_TOKEN });
      return { valid: true as const, email: found.email };
    },
  });

  app.post('/reset-password', {
    schema: { tags, body: resetPasswordBody, response: { 200: detailSchema, 400: fieldErrorsSchema } },
    handler: async (request) => {
      await resetPassword(ctx, request.body.token, request.body.email, request.body.new_password);
      return { detail: RESET_DONE };
    },
  });
};

export default authRoutes;
