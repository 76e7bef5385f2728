import { describe, expect, it } from 'vitest';
import { parseSignalPayload } from './signal-payload.ts';

describe('parseSignalPayload', () => {
  it('reads a description', () => {
    expect(parseSignalPayload({ from: 'a', description: { type: 'offer', sdp: 'v=0' } })).toEqual({ from: 'a', description: { type: 'offer', sdp: 'v=0' } });
  });

  it('reads a candidate and the end of candidates', () => {
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    expect(parseSignalPayload({ from: 'a', candidate })).toEqual({ from: 'a', candidate });
    expect(parseSignalPayload({ from: 'a', candidate: null })).toEqual({ from: 'a', candidate: null });
  });

  it.each([
    null,
    'offer',
    { description: { type: 'offer', sdp: 'v=0' } },
    { from: 'a', description: { type: 'hello', sdp: 'v=0' } },
    { from: 'a', description: { type: 'offer', sdp: 5 } },
    { from: 'a', candidate: { sdpMid: '0' } },
    { from: 'a' },
  ])('ignores %o', (payload) => {
    expect(parseSignalPayload(payload)).toBeNull();
  });
});
