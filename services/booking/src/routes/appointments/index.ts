import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import bookingRoutes from './booking-routes.ts';
import calendarRoutes from './calendar-routes.ts';
import lifecycleRoutes from './lifecycle-routes.ts';

/** /appointments: booking and reading, the lifecycle (proofs, payment, status, notes), and calendar files. */
const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bookingRoutes);
  await app.register(lifecycleRoutes);
  await app.register(calendarRoutes);
};

export default appointmentRoutes;
