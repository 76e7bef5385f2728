import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSealedMessage, ReplayGuard, SEALED_MESSAGE_MAX_AGE_MS, sealMessage } from './sealed-messages.ts';

const key = randomBytes(32);
const channel = 'emind_session_signals';

describe('sealed messages', () => {
  it('open with the key on the channel they were sealed for, and are unreadable on the way', () => {
    const sealed = sealMessage(key, channel, '{"t":"room","room":7}', 1_000);
    expect(sealed).not.toContain('room');
    expect(openSealedMessage(key, channel, sealed)).toMatchObject({ text: '{"t":"room","room":7}', sentAt: 1_000 });
  });

  it('do not open with another key, on another channel, altered, or when never sealed', () => {
    const sealed = sealMessage(key, channel, 'hola');
    expect(openSealedMessage(randomBytes(32), channel, sealed)).toBeNull();
    expect(openSealedMessage(key, 'emind_other', sealed)).toBeNull();
    const bytes = Buffer.from(sealed.slice(1), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(openSealedMessage(key, channel, `s${bytes.toString('base64')}`)).toBeNull();
    expect(openSealedMessage(key, channel, 'p{"t":"room","room":7}')).toBeNull();
    expect(openSealedMessage(key, channel, 's')).toBeNull();
  });

  it("deflate a video offer's SDP so that it fits NOTIFY's 8000 bytes", () => {
    const sdp = `v=0\r\n${Array.from({ length: 200 }, (_, index) => `a=candidate:${index} 1 udp 2122260223 192.0.2.${index % 250} ${50_000 + index} typ host\r\n`).join('')}`;
    expect(sdp.length).toBeGreaterThan(7_900);
    const sealed = sealMessage(key, channel, sdp);
    expect(sealed.length).toBeLessThan(7_900);
    expect(openSealedMessage(key, channel, sealed)?.text).toBe(sdp);
  });
});

describe('ReplayGuard', () => {
  it('believes a message once, and none older than the age limit', () => {
    let now = 1_000_000;
    const guard = new ReplayGuard(SEALED_MESSAGE_MAX_AGE_MS, () => now);
    expect(guard.firstSighting('a', now)).toBe(true);
    expect(guard.firstSighting('a', now)).toBe(false);
    now += SEALED_MESSAGE_MAX_AGE_MS + 1;
    expect(guard.firstSighting('a', now - SEALED_MESSAGE_MAX_AGE_MS)).toBe(false);
    expect(guard.firstSighting('b', now - SEALED_MESSAGE_MAX_AGE_MS - 1)).toBe(false);
    expect(guard.firstSighting('b', now)).toBe(true);
  });
});
