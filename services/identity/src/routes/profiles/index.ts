import {
  bankInfoBody,
  bankInfoSchema,
  detailSchema,
  errorResponses,
  IMAGE_MISSING,
  profileImageRemovedSchema,
  profileImageSchema,
  profilePatchBody,
  profileRoles,
  profileSchema,
  type ProfileRole,
} from '@emind/contracts';
import { badRequest, currentUser, receiveUpload, requireRole, type Storage, type StoredFile } from '@emind/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteProfileImage,
  getProfile,
  patchProfile,
  PROFILE_IMAGE_RULE,
  replaceProfileImage,
  updateBankInfo,
} from '../../profiles/profiles.service.ts';

/** The `profile_image` file, streamed into public media with the image limit (never held in memory whole). */
async function receiveImage(request: FastifyRequest, storage: Storage): Promise<StoredFile> {
  const received = await receiveUpload(request, storage, {
    fileField: 'profile_image',
    anyRule: PROFILE_IMAGE_RULE,
    ruleOf: () => PROFILE_IMAGE_RULE,
    target: () => ({ area: 'media', folder: 'profiles' }),
  });
  if (!received.file) throw badRequest({ profile_image: [IMAGE_MISSING] });
  return received.file;
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
        const image = await receiveImage(request, ctx.storage);
        return { profile_image: await replaceProfileImage(ctx, currentUser(request).id, image) };
      },
    });
    app.delete('/me/delete_image', {
      schema: { tags, response: { 200: profileImageRemovedSchema, ...errorResponses } },
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
