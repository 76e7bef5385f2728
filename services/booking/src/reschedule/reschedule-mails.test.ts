import { rescheduledSequence } from '@emind/domain';
import { describe, expect, it } from 'vitest';
import { calendarUid } from '../calendar/appointment-calendar.ts';
import { rescheduleMails, type RescheduleMailFacts } from './reschedule-mails.ts';

const facts = (sequence: number): RescheduleMailFacts => ({
  appointmentId: 42,
  from: new Date('2026-12-01T13:00:00Z'),
  to: { startsAt: new Date('2026-12-03T14:00:00Z'), endsAt: new Date('2026-12-03T15:00:00Z') },
  calendarSequence: rescheduledSequence(sequence),
  meetingLink: 'https://meet.jit.si/emind-x',
  movedBy: 'psychologist',
  note: 'Nos vemos el jueves.',
  client: { name: 'Camila Soto', email: 'camila@example.cl' },
  psychologist: { name: 'Ana Pérez', email: 'ana@example.cl' },
  publicOrigin: 'https://e-mind.cl',
});

const icsOf = (mail: { attachments?: { content: unknown }[] | undefined }) => String(mail.attachments?.[0]?.content ?? '');

describe('the mails of a reschedule', () => {
  it('update the sent invitation: the same UID with SEQUENCE + 1, at the new Chile time', () => {
    for (const before of [1, 3]) {
      const mails = rescheduleMails(facts(before));
      expect(mails.map((mail) => mail.to)).toEqual(['camila@example.cl', 'ana@example.cl']);
      for (const mail of mails) {
        const ics = icsOf(mail);
        expect(ics).toContain('METHOD:REQUEST');
        expect(ics).toContain(`UID:${calendarUid(42)}`);
        expect(ics).toContain(`SEQUENCE:${before + 1}`);
        // 3 December is summer time in Chile (UTC-3).
        expect(ics).toContain('DTSTART;TZID=America/Santiago:20261203T110000');
      }
    }
  });

  it('attach no invitation while none was sent, and carry the note to the patient', () => {
    const [toClient, toPsychologist] = rescheduleMails(facts(0));
    expect(toClient?.attachments).toBeUndefined();
    expect(toClient?.subject).toBe('Sesión reprogramada: EM-000042');
    expect(toClient?.text).toContain('Ana Pérez reprogramó la sesión');
    expect(toClient?.text).toContain('Antes: 1 de diciembre de 2026 a las 10:00');
    expect(toClient?.text).toContain('Ahora: 3 de diciembre de 2026 a las 11:00');
    expect(toClient?.text).toContain('Mensaje: Nos vemos el jueves.');
    expect(toClient?.text).toContain('https://e-mind.cl/dashboard/appointments');
    expect(toPsychologist?.text).not.toContain('/dashboard/appointments');
  });
});
