import { appointmentRefundSchema, cancellationPolicySchema, errorResponses, idParams } from '@emind/contracts';
import { currentUser, requireAuth, requireRole } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentRefund, policyOf, setPolicy } from '../../cancellation-policy/policy.service.ts';

const tags = ['booking'];

/** /booking/cancellation-policy: the psychologist's own policy, and what cancelling an appointment refunds. */
const cancellationPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.booking;

  app.get('/', {
    onRequest: requireRole('psychologist'),
    schema: { tags, description: "The psychologist's cancellation policy (24 hours / 0 % until they choose one).", response: { 200: cancellationPolicySchema, ...errorResponses } },
    handler: async (request) => policyOf(ctx, currentUser(request)),
  });

  app.put('/', {
    onRequest: requireRole('psychologist'),
    schema: { tags, description: 'Sets the policy for appointments booked from now on; booked ones keep theirs.', body: cancellationPolicySchema, response: { 200: cancellationPolicySchema, ...errorResponses } },
    handler: async (request) => setPolicy(ctx, currentUser(request), request.body),
  });

  app.get('/appointments/:id/refund', {
    onRequest: requireAuth(),
    schema: {
      tags,
      description: "What the patient's cancellation would refund now (open appointment), or what its cancellation recorded (cancelled). The appointment's parties and admins.",
      params: idParams,
      response: { 200: appointmentRefundSchema, ...errorResponses },
    },
    handler: async (request) => appointmentRefund(ctx, currentUser(request), request.params.id),
  });
};

export default cancellationPolicyRoutes;
