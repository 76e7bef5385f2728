import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminRoutes from './admin-routes.ts';
import clientRoutes from './client-routes.ts';
import psychologistRoutes from './psychologist-routes.ts';
import publicRoutes from './public-routes.ts';

/** /comments (spec 2 §7 'Reviews'): each role's routes in its own folder-level plugin. */
const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(clientRoutes, { prefix: '/client' });
  await app.register(psychologistRoutes, { prefix: '/psychologist' });
  await app.register(publicRoutes, { prefix: '/public' });
  await app.register(adminRoutes, { prefix: '/admin' });
};

export default commentRoutes;
