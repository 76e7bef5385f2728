import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodable, encode, encodedBody, preferredCoding } from './content-coding.ts';

describe('preferredCoding', () => {
  it('prefers brotli, then gzip, as the request allows', () => {
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0.1, br;q=0')).toBe('gzip');
  });

  it('reads a header the same every time, past the number of headers it keeps', () => {
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 100; n += 1) expect(preferredCoding(`gzip;q=0.${n % 9 + 1}, deflate, x-${n}`)).toBe('gzip');
      expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
      expect(preferredCoding('br;q=0')).toBeNull();
    }
  });

  it('answers plain when nothing it makes is accepted', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'gzip;q=0, br;q=0', 'br;q=x']) expect(preferredCoding(header), String(header)).toBeNull();
  });
});

it('encodes a body that decodes back to itself', () => {
  const body = Buffer.from(JSON.stringify({ results: Array.from({ length: 50 }, (_, id) => ({ id, name: 'Valentina Rojas' })) }));
  expect(brotliDecompressSync(encode(body, 'br')).equals(body)).toBe(true);
  expect(gunzipSync(encode(body, 'gzip')).equals(body)).toBe(true);
});

it('makes each coding of a kept body once', () => {
  const answer = encodable(Buffer.from('x'.repeat(2048)));
  const first = encodedBody(answer, 'br');
  expect(encodedBody(answer, 'br')).toBe(first);
  expect(answer.encoded.gzip).toBeUndefined();
});
