import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Above the largest upload a route takes (a 100 MB video), an unread rest is not worth reading. */
export const DRAIN_LIMIT_BYTES = 128 * 1024 * 1024;

const declaredLength = (request: FastifyRequest): number | null => {
  if (request.headers['transfer-encoding'] !== undefined) return null;
  return Number(request.headers['content-length'] ?? 0);
};

/**
 * An answer sent before the request's body was read whole (an upload refused while it streams) must not leave
 * the rest of the body on the connection: the client's next request there (a login, say) would hang behind it
 * or be reset. The rest is read and dropped, so the client gets the refusal and keeps its connection; a rest of
 * unknown or absurd size closes the connection instead. Draining, not closing, is what lets a proxy in front
 * (the gateway in split mode) receive the refusal: a service closing mid-body makes the proxy's upload fail.
 */
export function closeIfTooMuchUnread(request: FastifyRequest, reply: FastifyReply): void {
  const length = declaredLength(request);
  if (length !== 0 && !request.raw.complete && (length === null || length > DRAIN_LIMIT_BYTES)) reply.header('connection', 'close');
}

// After the answer, not before: a multipart parser still piped to the request would pause it again on unpiping.
function drainUnread(request: FastifyRequest): void {
  if (!request.raw.complete && !request.raw.destroyed) request.raw.resume();
}

export function releaseUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    closeIfTooMuchUnread(request, reply);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    drainUnread(request);
    done();
  });
}
