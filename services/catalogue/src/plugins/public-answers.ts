import { DIRECTORY_CHANGES_CHANNEL, openChangeFeed, sendJsonBytes, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_DIRECTORY_CACHE_ENTRIES } from '../config.ts';
import { freshAnswer, matchesIfNoneMatch, PublicAnswerCache, type CachedAnswer, type FreshAnswer } from '../directory/public-answer-cache.ts';

/** Longer URLs are answered but not kept: a key per made-up query must not fill memory with long strings. */
const MAX_KEY_LENGTH = 1024;
/** Browsers and shared caches may keep the answer but must ask again each time (a 304 when it did not change). */
const PUBLIC_CACHE_CONTROL = 'public, no-cache';
const PERSONAL_CACHE_CONTROL = 'private, no-cache';
/** Tells a load test or a person debugging whether this instance answered from memory. */
export const CACHE_STATUS_HEADER = 'x-directory-cache';

export interface PublicAnswers {
  /** Route onRequest hook: answers a visitor from memory when it can (200, or 304 for a matching If-None-Match). */
  serveKept(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Route handler body: computes, serializes with the route's schema, keeps it for visitors, and sends it. */
  answer<T>(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicAnswers: PublicAnswers;
  }
}

export interface PublicAnswersOptions {
  database: DatabaseHandle;
  maxEntries: number | undefined;
  now: () => Date;
}

const bytesOf = (serialized: string | ArrayBuffer | Buffer): Buffer =>
  typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);

/** Anyone who could be signed in is answered apart: nothing kept is served to them, nothing computed for them kept. */
const isVisitor = (request: FastifyRequest): boolean => !request.headers.authorization && !request.headers.cookie;

function send(request: FastifyRequest, reply: FastifyReply, answer: FreshAnswer, status: 'HIT' | 'MISS'): FastifyReply {
  reply
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('etag', answer.etag)
    .header('vary', 'Accept-Encoding, Authorization, Cookie')
    .header(CACHE_STATUS_HEADER, status);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendJsonBytes(request, reply, answer);
}

/**
 * The directory's public answers, kept in memory per URL and dropped whole whenever any service's trigger says a
 * listing or a card changed (one channel, every catalogue instance listening), or the listening connection was lost.
 */
export const publicAnswersPlugin = fp<PublicAnswersOptions>(
  async (app, { database, maxEntries, now }) => {
    const cache = new PublicAnswerCache(maxEntries ?? DEFAULT_DIRECTORY_CACHE_ENTRIES);
    const feed = await openChangeFeed(database, DIRECTORY_CHANGES_CHANNEL, { onChange: () => cache.invalidate(), onReset: () => cache.invalidate() }, { log: app.log });
    app.addHook('onClose', async () => feed.close());
    const keyOf = (request: FastifyRequest): string | null =>
      feed.connected && request.method === 'GET' && isVisitor(request) && request.url.length <= MAX_KEY_LENGTH ? request.url : null;

    app.decorate('publicAnswers', {
      async serveKept(request, reply) {
        const key = keyOf(request);
        const kept: CachedAnswer | undefined = key === null ? undefined : cache.read(key, now().getTime());
        return kept ? send(request, reply, kept, 'HIT') : undefined;
      },
      async answer(request, reply, compute) {
        const generation = cache.generation;
        const value = await compute();
        const body = bytesOf(reply.serialize(value));
        if (!isVisitor(request)) {
          reply.header('cache-control', PERSONAL_CACHE_CONTROL).header('vary', 'Authorization, Cookie').header(CACHE_STATUS_HEADER, 'BYPASS');
          return reply.type('application/json; charset=utf-8').send(body);
        }
        const answer = freshAnswer(body);
        const key = keyOf(request);
        if (key !== null) cache.store(key, generation, answer, now().getTime());
        return send(request, reply, answer, 'MISS');
      },
    } satisfies PublicAnswers);
  },
  { name: 'catalogue-public-answers', fastify: '5.x' },
);
