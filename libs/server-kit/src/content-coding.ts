import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** Below this a compressed answer saves too little (the gateway's own threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** Browsers send one of a few headers: each is read once (at most this many kept, all dropped when full). */
const MAX_KEPT_HEADERS = 64;
const codingByHeader = new Map<string, ContentCoding | null>();

/** The coding to answer with for an `Accept-Encoding` (q=0 refuses one; `*` stands for the unnamed). */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const kept = codingByHeader.get(acceptEncoding);
  if (kept !== undefined) return kept;
  if (codingByHeader.size >= MAX_KEPT_HEADERS) codingByHeader.clear();
  const coding = codingFor(acceptEncoding);
  codingByHeader.set(acceptEncoding, coding);
  return coding;
}

function codingFor(acceptEncoding: string): ContentCoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: ContentCoding): number => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

/**
 * Compressed once per kept answer, not per request: the gateway's compression streams every answer through brotli,
 * which cost a kept answer more CPU than the rest of its request. Brotli at quality 6: once per answer, so a little
 * more effort than the gateway's per-request 4.
 */
export function encode(body: Buffer, coding: ContentCoding): Buffer {
  if (coding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** A kept answer's JSON bytes, and each compressed form of them, made on the first request that accepts it. */
export interface EncodableBody {
  body: Buffer;
  encoded: Partial<Record<ContentCoding, Buffer>>;
}

export const encodable = (body: Buffer): EncodableBody => ({ body, encoded: {} });

export function encodedBody(answer: EncodableBody, coding: ContentCoding): Buffer {
  return (answer.encoded[coding] ??= encode(answer.body, coding));
}

/**
 * Sends kept JSON bytes in the coding the request prefers (the gateway's compression leaves an answer that already
 * has a Content-Encoding alone). The caller names what else the answer varies by.
 */
export function sendJsonBytes(request: FastifyRequest, reply: FastifyReply, answer: EncodableBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const coding = answer.body.length >= COMPRESS_FROM_BYTES ? preferredCoding(request.headers['accept-encoding']) : null;
  if (coding === null) return reply.send(answer.body);
  return reply.header('content-encoding', coding).send(encodedBody(answer, coding));
}
