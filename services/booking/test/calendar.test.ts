import { describe, expect, it } from 'vitest';
import { appointmentCalendar, type CalendarAppointment } from '../src/calendar/appointment-calendar.ts';

const session = (overrides: Partial<CalendarAppointment> = {}): CalendarAppointment => ({
  id: 123,
  // Monday 1 June 2026, 09:00–10:00 in Chile (UTC-4, winter).
  startsAt: new Date('2026-06-01T13:00:00Z'),
  endsAt: new Date('2026-06-01T14:00:00Z'),
  sequence: 1,
  meetingLink: 'https://meet.jit.si/emind-abc',
  psychologistName: 'Valentina Rojas',
  attendees: [{ name: 'Camila Soto', email: 'camila@example.cl' }, { name: 'Valentina Rojas', email: 'valentina@example.cl' }],
  ...overrides,
});
const unfolded = (ics: string): string => ics.replace(/\r\n[ \t]/g, '');

describe('appointment calendar files', () => {
  it('carry a real VTIMEZONE for America/Santiago with its standard and daylight rules', () => {
    const ics = unfolded(appointmentCalendar(session(), 'REQUEST'));
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('TZID:America/Santiago');
    expect(ics).toMatch(/BEGIN:STANDARD[\s\S]*TZOFFSETTO:-0400[\s\S]*END:STANDARD/);
    expect(ics).toMatch(/BEGIN:DAYLIGHT[\s\S]*TZOFFSETTO:-0300[\s\S]*END:DAYLIGHT/);
  });

  it('state local Chile times, in winter and in summer time', () => {
    expect(unfolded(appointmentCalendar(session(), 'REQUEST'))).toContain('DTSTART;TZID=America/Santiago:20260601T090000');
    const summer = appointmentCalendar(session({ startsAt: new Date('2026-12-01T12:00:00Z'), endsAt: new Date('2026-12-01T13:00:00Z') }), 'REQUEST');
    expect(unfolded(summer)).toContain('DTSTART;TZID=America/Santiago:20261201T090000');
    expect(unfolded(summer)).toContain('DTEND;TZID=America/Santiago:20261201T100000');
  });

  it('invite with METHOD:REQUEST, a stable UID and the sequence; cancel the same event with METHOD:CANCEL', () => {
    const request = unfolded(appointmentCalendar(session(), 'REQUEST'));
    expect(request).toContain('METHOD:REQUEST');
    expect(request).toContain('UID:appointment-123@e-mind.cl');
    expect(request).toContain('SEQUENCE:1');
    expect(request).toContain('STATUS:CONFIRMED');
    expect(request).toContain('https://meet.jit.si/emind-abc');
    expect(request).toMatch(/ATTENDEE;[^\n]*camila@example\.cl/);

    const cancel = unfolded(appointmentCalendar(session({ sequence: 2 }), 'CANCEL'));
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('UID:appointment-123@e-mind.cl');
    expect(cancel).toContain('SEQUENCE:2');
    expect(cancel).toContain('STATUS:CANCELLED');
  });
});
