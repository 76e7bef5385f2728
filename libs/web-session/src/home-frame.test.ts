// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { hourAt, paintHomeFrame, storedPerson } from './home-frame.ts';
import { storageKeys } from './storage-keys.ts';

const NOW = new Date('2026-03-10T15:30:00Z'); // 12:30 in Santiago (UTC-3 in March)

function fakeJwt(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}.signature`;
}

function signIn(userType: string, expiresInMs = 10 * 60_000, gender?: string): void {
  localStorage.setItem(storageKeys.user, JSON.stringify({ user_type: userType, first_name: 'María José', ...(gender ? { gender } : {}) }));
  localStorage.setItem(storageKeys.access, fakeJwt({ exp: (NOW.getTime() + expiresInMs) / 1000 }));
}

const GREETINGS = Array.from({ length: 24 }, (_, hour) => `greeting at ${hour}`);

function writeFrame(role: string): void {
  document.body.innerHTML =
    `<div id="prerender" hidden data-role="${role}" data-utc-offset="-180" data-greetings='${JSON.stringify(GREETINGS)}'>` +
    '<h1><span data-greeting></span>, <span data-first-name></span></h1></div><div id="root"></div>';
}

describe('paintHomeFrame', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it("shows the frame to its role's user with the first name and the greeting of Chile's hour", () => {
    signIn('psychologist');
    writeFrame('psychologist');
    expect(paintHomeFrame(document, localStorage, NOW)).toBe(true);
    const frame = document.getElementById('prerender');
    expect(frame?.hidden).toBe(false);
    expect(frame?.querySelector('h1')?.textContent).toBe('greeting at 12, María');
  });

  it("words the welcome by the stored gender, the neutral one without it", () => {
    const welcome = '<h1><span data-by-gender data-female="Bienvenida" data-male="Bienvenido">Te damos la bienvenida</span>, <span data-first-name></span></h1>';
    for (const [gender, heading] of [['FEMALE', 'Bienvenida, María'], ['MALE', 'Bienvenido, María'], ['OTHER', 'Te damos la bienvenida, María'], [undefined, 'Te damos la bienvenida, María']] as const) {
      localStorage.clear();
      signIn('client', 10 * 60_000, gender);
      document.body.innerHTML = `<div id="prerender" hidden data-role="client" data-utc-offset="-180" data-greetings='${JSON.stringify(GREETINGS)}'>${welcome}</div>`;
      expect(paintHomeFrame(document, localStorage, NOW)).toBe(true);
      expect(document.querySelector('h1')?.textContent, String(gender)).toBe(heading);
    }
  });

  it('removes the frame for a visitor, another role, an expired or unreadable access token', () => {
    const cases: [string, () => void][] = [
      ['visitor', () => undefined],
      ['another role', () => signIn('client')],
      ['expired access', () => signIn('psychologist', -1)],
      ['unreadable access', () => { signIn('psychologist'); localStorage.setItem(storageKeys.access, 'opaque'); }],
      ['user without access', () => { signIn('psychologist'); localStorage.removeItem(storageKeys.access); }],
      ['corrupt user', () => { signIn('psychologist'); localStorage.setItem(storageKeys.user, '{'); }],
    ];
    for (const [name, arrange] of cases) {
      localStorage.clear();
      arrange();
      writeFrame('psychologist');
      expect(paintHomeFrame(document, localStorage, NOW), name).toBe(false);
      expect(document.getElementById('prerender'), name).toBeNull();
      expect(document.getElementById('root'), name).not.toBeNull();
    }
  });

  it("leaves a public page's first paint alone", () => {
    document.body.innerHTML = '<div id="prerender"><h1>Encuentra a tu psicólogo</h1></div>';
    expect(paintHomeFrame(document, localStorage, NOW)).toBe(false);
    expect(document.getElementById('prerender')?.hidden).toBe(false);
  });

  it('removes a frame whose greetings cannot be read', () => {
    signIn('admin');
    document.body.innerHTML = '<div id="prerender" hidden data-role="admin" data-utc-offset="-180" data-greetings="[]"></div>';
    expect(paintHomeFrame(document, localStorage, NOW)).toBe(false);
    expect(document.getElementById('prerender')).toBeNull();
  });
});

describe('storedPerson', () => {
  it('is the first word of the first name, as the greeting says it, and the gender', () => {
    signIn('client', 10 * 60_000, 'FEMALE');
    expect(storedPerson(localStorage, 'client', NOW.getTime())).toEqual({ firstName: 'María', gender: 'FEMALE' });
    expect(storedPerson(localStorage, 'admin', NOW.getTime())).toBeNull();
  });
});

describe('hourAt', () => {
  it("is the hour at the offset, not in the viewer's zone, across midnight either way", () => {
    expect(hourAt(-180, NOW)).toBe(12);
    expect(hourAt(-240, new Date('2026-07-01T02:30:00Z'))).toBe(22);
    expect(hourAt(330, new Date('2026-07-01T20:00:00Z'))).toBe(1);
    expect(hourAt(0, new Date('2026-07-01T00:00:00Z'))).toBe(0);
    expect(hourAt(Number(undefined), NOW)).toBeNull();
  });
});
