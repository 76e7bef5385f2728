import { describe, expect, it } from 'vitest';
import { publicOriginFromEnv } from './public-origin.ts';

describe('publicOriginFromEnv', () => {
  it('follows the gateway port when no origin is set', () => {
    expect(publicOriginFromEnv({ PORT: '8710' })).toBe('http://localhost:8710');
  });

  it('is the default port without PORT', () => {
    expect(publicOriginFromEnv({})).toBe('http://localhost:8000');
  });

  it('takes EMIND_PUBLIC_ORIGIN over PORT, without a trailing slash', () => {
    expect(publicOriginFromEnv({ PORT: '8710', EMIND_PUBLIC_ORIGIN: 'https://e-mind.cl/' })).toBe('https://e-mind.cl');
  });
});
