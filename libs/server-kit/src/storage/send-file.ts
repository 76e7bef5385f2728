import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, OpenedFile, Storage } from './types.ts';
import { UnsatisfiableRange } from './keys.ts';

/** One `bytes=a-b` or `bytes=a-` range; anything else (suffix or several ranges) is answered whole, as HTTP allows. */
function rangeOf(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, ...(end !== undefined ? { end } : {}) };
}

export interface SendFileOptions {
  mime: string;
  /** Extra headers: disposition, cache policy. */
  headers: Record<string, string>;
  /** Answer a Range request with 206 (media that a browser seeks in). */
  ranges?: boolean;
}

/** Streams a stored file as the answer, never holding it whole; a missing file rejects with code ENOENT. */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: Storage, key: string, options: SendFileOptions): Promise<FastifyReply> {
  const range = options.ranges ? rangeOf(request.headers.range) : undefined;
  let opened;
  try {
    opened = await storage.open(key, range);
  } catch (error) {
    if (!(error instanceof UnsatisfiableRange)) throw error;
    return reply.status(416).header('content-range', `bytes */${error.size}`).send();
  }
  return sendOpenedFile(reply, opened, options, range !== undefined);
}

/** Streams a file already opened (a download route opens it where it checks who may read it). */
export function sendOpenedFile(reply: FastifyReply, opened: OpenedFile, options: SendFileOptions, partial = false): FastifyReply {
  reply.headers(options.headers).header('content-type', options.mime).header('x-content-type-options', 'nosniff');
  if (options.ranges) reply.header('accept-ranges', 'bytes');
  if (partial) reply.status(206).header('content-range', `bytes ${opened.start}-${opened.end}/${opened.size}`);
  return reply.header('content-length', String(opened.end - opened.start + 1)).send(opened.body);
}
