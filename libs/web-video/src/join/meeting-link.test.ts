import { describe, expect, it } from 'vitest';
import { inAppSessionPath } from './meeting-link.ts';

const origin = 'https://e-mind.cl';

describe('inAppSessionPath', () => {
  it('opens our own room in the app', () => {
    expect(inAppSessionPath('https://e-mind.cl/sesion/42', origin)).toBe('/sesion/42');
    expect(inAppSessionPath('https://e-mind.cl/sesion/42/', origin)).toBe('/sesion/42');
  });

  it('leaves an outside link outside', () => {
    expect(inAppSessionPath('https://meet.jit.si/emind-abc', origin)).toBeNull();
    expect(inAppSessionPath('https://evil.example/sesion/42', origin)).toBeNull();
    expect(inAppSessionPath('https://e-mind.cl/otra/42', origin)).toBeNull();
  });

  it('refuses what is not a link', () => {
    expect(inAppSessionPath('http://[', origin)).toBeNull();
  });
});
