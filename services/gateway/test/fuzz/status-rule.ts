import type { FuzzCase } from './inputs.ts';
import type { Operation } from './openapi-operations.ts';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The statuses an answer to `request` may have: the ones the document lists for the route, plus those the shared
 * layers give any route whatever its handler does —
 * - 429 everywhere (rate limits sit in front of every route);
 * - 400 when the request carries input (path, query or body): the schema and JSON layers answer it before the
 *   handler, and the database-error mapping answers it for a value the schema let through;
 * - 413 and 415 when it carries a body (body limit and content-type parsers);
 * - 409 on writes (the database-error mapping answers a unique or exclusion violation on any write);
 * - 414 on routes with a path parameter (the router refuses one longer than its 100-character limit).
 * Never generic: 401/403 (who may call a route is its contract, so it must be documented), 404 (a handler's own
 * answer, likewise), 405 (Fastify answers unknown methods with 404 and the fuzzer sends none), and every 5xx.
 */
export function allowedStatuses(operation: Operation, request: Pick<FuzzCase, 'url' | 'payload'>): Set<number> {
  const allowed = new Set([...operation.statuses, 429]);
  const carriesInput = operation.params.length > 0 || request.url.includes('?') || request.payload !== undefined;
  if (carriesInput) allowed.add(400);
  if (request.payload !== undefined) {
    allowed.add(413);
    allowed.add(415);
  }
  if (writeMethods.has(operation.method)) allowed.add(409);
  if (operation.params.some((param) => param.in === 'path')) allowed.add(414);
  return allowed;
}
