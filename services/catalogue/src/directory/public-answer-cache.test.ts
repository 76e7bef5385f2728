import { describe, expect, it } from 'vitest';
import { freshAnswer, matchesIfNoneMatch, PUBLIC_ANSWER_TTL_MS, PublicAnswerCache } from './public-answer-cache.ts';

const answer = (text: string) => freshAnswer(Buffer.from(text));
/** 10:05 UTC: the next half-hour mark is 25 minutes away. */
const T0 = Date.UTC(2026, 5, 1, 10, 5);

describe('PublicAnswerCache', () => {
  it('does not keep an answer computed before an invalidation that happened while it was computed', () => {
    const cache = new PublicAnswerCache(10);
    const readAt = cache.generation;
    cache.invalidate();
    cache.store('/list', readAt, answer('stale'), T0);
    expect(cache.read('/list', T0)).toBeUndefined();
    cache.store('/list', cache.generation, answer('fresh'), T0);
    expect(cache.read('/list', T0)?.body.toString()).toBe('fresh');
    cache.invalidate();
    expect(cache.read('/list', T0)).toBeUndefined();
  });

  it('keeps at most its number of entries, dropping the least recently read', () => {
    const cache = new PublicAnswerCache(2);
    cache.store('/a', 0, answer('a'), T0);
    cache.store('/b', 0, answer('b'), T0);
    cache.read('/a', T0);
    cache.store('/c', 0, answer('c'), T0);
    expect(cache.size).toBe(2);
    expect(cache.read('/b', T0)).toBeUndefined();
    expect(cache.read('/a', T0)?.body.toString()).toBe('a');
    expect(cache.read('/c', T0)?.body.toString()).toBe('c');
  });

  it('keeps nothing with no entries allowed', () => {
    const cache = new PublicAnswerCache(0);
    cache.store('/a', 0, answer('a'), T0);
    expect(cache.read('/a', T0)).toBeUndefined();
  });

  it('forgets an answer after its lifetime, and at the next half-hour mark (availability labels) if sooner', () => {
    const cache = new PublicAnswerCache(10);
    cache.store('/a', 0, answer('a'), T0);
    expect(cache.read('/a', T0 + PUBLIC_ANSWER_TTL_MS - 1)?.body.toString()).toBe('a');
    expect(cache.read('/a', T0 + PUBLIC_ANSWER_TTL_MS)).toBeUndefined();
    const beforeMark = Date.UTC(2026, 5, 1, 10, 29, 50);
    cache.store('/b', 0, answer('b'), beforeMark);
    expect(cache.read('/b', Date.UTC(2026, 5, 1, 10, 29, 59))?.body.toString()).toBe('b');
    expect(cache.read('/b', Date.UTC(2026, 5, 1, 10, 30))).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  const { etag } = freshAnswer(Buffer.from('{"count":1}'));
  it('matches the tag, weak or strong, in a list, or *', () => {
    for (const header of [etag, `W/${etag}`, `"x", ${etag}`, '*']) expect(matchesIfNoneMatch(header, etag), header).toBe(true);
  });
  it('does not match another tag or no header', () => {
    for (const header of [undefined, '', '"x"', etag.slice(1, -1)]) expect(matchesIfNoneMatch(header, etag), String(header)).toBe(false);
  });
});
