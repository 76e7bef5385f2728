import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import bookingRoutes from './booking-routes.ts';
import calendarRoutes from './calendar-routes.ts';
import lifecycleRoutes from './lifecycle-routes.ts';
import practiceRoutes from './practice-routes.ts';

/** /appointments: booking and reading, the lifecycle (proofs, payment, status, notes), calendar files, the practice. */
const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bookingRoutes);
  await app.register(lifecycleRoutes);
  await app.register(calendarRoutes);
  await app.register(practiceRoutes);
};

export default appointmentRoutes;
