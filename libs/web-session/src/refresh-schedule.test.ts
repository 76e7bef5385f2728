import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, tokenExpiresAt } from './jwt.ts';
import { isThrottled, msUntilRefresh, needsRefresh, REFRESH_BEFORE_EXPIRY_MS } from './refresh-schedule.ts';

function fakeJwt(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('JWT payload', () => {
  it('reads exp and claims without verifying', () => {
    const token = fakeJwt({ exp: 1_700_000_000, user_type: 'client', name: 'Señora Ñuñoa' });
    expect(decodeJwtPayload(token)?.user_type).toBe('client');
    expect(tokenExpiresAt(token)).toBe(1_700_000_000_000);
  });

  it('gives null for garbage', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
  });
});

describe('when to refresh', () => {
  const now = 1_000_000_000_000;

  it('waits until 5 minutes before expiry', () => {
    const token = fakeJwt({ exp: (now + 30 * 60_000) / 1000 });
    expect(msUntilRefresh(token, now)).toBe(30 * 60_000 - REFRESH_BEFORE_EXPIRY_MS);
    expect(needsRefresh(token, now)).toBe(false);
  });

  it('refreshes at once inside the window or after expiry', () => {
    expect(msUntilRefresh(fakeJwt({ exp: (now + 4 * 60_000) / 1000 }), now)).toBe(0);
    expect(needsRefresh(fakeJwt({ exp: (now - 60_000) / 1000 }), now)).toBe(true);
  });

  it('does not schedule a token it cannot read', () => {
    expect(msUntilRefresh('opaque', now)).toBeNull();
  });

  it('throttles attempts under 10 s apart', () => {
    expect(isThrottled(null, now)).toBe(false);
    expect(isThrottled(now - 9_999, now)).toBe(true);
    expect(isThrottled(now - 10_000, now)).toBe(false);
  });
});
