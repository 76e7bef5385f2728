import {
  bankInfoBody,
  bankInfoSchema,
  detailSchema,
  errorResponses,
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  profileImageSchema,
  profilePatchBody,
  profileRoles,
  profileSchema,
  type ProfileRole,
} from '@emind/contracts';
import { badRequest, currentUser, HttpError, requireRole } from '@emind/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteProfileImage,
  getProfile,
  patchProfile,
  PROFILE_IMAGE_RULE,
  replaceProfileImage,
  updateBankInfo,
} from '../../profiles/profiles.service.ts';

async function readImage(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: PROFILE_IMAGE_RULE.maxBytes, files: 1 } });
  if (!file || file.fieldname !== 'profile_image') throw badRequest({ profile_image: [IMAGE_MISSING] });
  const content = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, { detail: IMAGE_TOO_LARGE });
    throw error;
  });
  if (file.file.truncated) throw new HttpError(413, { detail: IMAGE_TOO_LARGE });
  return content;
}

/** The same personal-profile routes for each role, each only for that role. */
function roleProfileRoutes(role: ProfileRole): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = app.identity;
    app.addHook('onRequest', requireRole(role));
    const tags = [`${role}-profiles`];
    const multipartResponses = { 200: profileImageSchema, ...errorResponses, 413: detailSchema, 415: detailSchema };

    app.get('/me', {
      schema: { tags, response: { 200: profileSchema, ...errorResponses } },
      handler: async (request) => getProfile(ctx, currentUser(request).id),
    });
    app.patch('/me', {
      schema: { tags, body: profilePatchBody, response: { 200: profileSchema, ...errorResponses } },
      handler: async (request) => patchProfile(ctx, currentUser(request).id, request.body),
    });
    app.post('/me/upload_image', {
      schema: { tags, consumes: ['multipart/form-data'], response: multipartResponses },
      handler: async (request) => {
        const content = await readImage(request);
        return { profile_image: await replaceProfileImage(ctx, currentUser(request).id, content) };
      },
    });
    app.delete('/me/delete_image', {
      schema: { tags, response: { 200: z.object({ profile_image: z.null() }), ...errorResponses } },
      handler: async (request) => {
        await deleteProfileImage(ctx, currentUser(request).id);
        return { profile_image: null };
      },
    });
    app.patch('/me/update_bank_info', {
      schema: { tags, body: bankInfoBody, response: { 200: bankInfoSchema, ...errorResponses } },
      handler: async (request) => updateBankInfo(ctx, currentUser(request).id, request.body),
    });
  };
}

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const role of profileRoles) {
    await app.register(roleProfileRoutes(role), { prefix: `/${role}-profiles` });
  }
};

export default profileRoutes;
