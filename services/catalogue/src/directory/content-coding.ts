import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** Below this a compressed answer saves too little (the gateway's own threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** The coding to answer with for an `Accept-Encoding` (q=0 refuses one; `*` stands for the unnamed). */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
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
 * which cost a kept page more CPU than the rest of its answer. Brotli at quality 6: once per answer, so a little
 * more effort than the gateway's per-request 4.
 */
export function encode(body: Buffer, coding: ContentCoding): Buffer {
  if (coding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}
