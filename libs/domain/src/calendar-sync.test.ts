import { describe, expect, it } from 'vitest';
import { CALENDAR_TOKEN_PATTERN, calendarPatientName, webcalUrl } from './calendar-sync.ts';

describe('calendar sync rules', () => {
  it('name a patient by first name and last-name initial only', () => {
    expect(calendarPatientName('Camila', 'Soto')).toBe('Camila S.');
    expect(calendarPatientName('  Camila Andrea ', 'soto pérez')).toBe('Camila S.');
    expect(calendarPatientName('Ñuble', 'Álvarez')).toBe('Ñuble Á.');
    expect(calendarPatientName('Camila', '')).toBe('Camila');
    expect(calendarPatientName('', 'Soto')).toBe('S.');
    expect(calendarPatientName('', '')).toBe('Paciente');
  });

  it('turn an http(s) feed address into a webcal:// one', () => {
    expect(webcalUrl('https://e-mind.cl/api/calendar/abc.ics')).toBe('webcal://e-mind.cl/api/calendar/abc.ics');
    expect(webcalUrl('http://localhost:8000/api/calendar/abc.ics')).toBe('webcal://localhost:8000/api/calendar/abc.ics');
  });

  it('accept only 43-character base64url tokens', () => {
    expect(CALENDAR_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(CALENDAR_TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(CALENDAR_TOKEN_PATTERN.test(`${'a'.repeat(42)}=`)).toBe(false);
  });
});
