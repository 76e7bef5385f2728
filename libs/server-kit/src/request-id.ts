import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// What ends up in every log line and in a header: short, and nothing a log viewer or a header could misread.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when it is sane (a load balancer's, the gateway's), otherwise a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The client closed its connection before the answer: its doing, not a fault of ours. */
export function clientHungUp(request: { raw: { socket: { destroyed: boolean } | null } }): boolean {
  // light-my-request's socket (app.inject) has no `destroyed`; once the answer is sent, Node detaches the socket (null).
  return request.raw.socket?.destroyed === true;
}
