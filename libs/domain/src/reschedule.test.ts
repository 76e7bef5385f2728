import { describe, expect, it } from 'vitest';
import { rescheduleBlockedReason, rescheduledSequence, rescheduleMessages } from './reschedule.ts';

const now = new Date('2026-11-25T12:00:00Z');
const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const facts = { viewer: 'client' as const, status: 'CONFIRMED' as const, startsAt: hoursLater(48), now, minHours: 24 };

describe('rescheduleBlockedReason', () => {
  it('lets the patient move an open session until the limit', () => {
    expect(rescheduleBlockedReason(facts)).toBeNull();
    expect(rescheduleBlockedReason({ ...facts, startsAt: hoursLater(24) })).toBeNull();
    expect(rescheduleBlockedReason({ ...facts, startsAt: hoursLater(23.9) })).toBe(
      'Ya no puedes reprogramar: faltan menos de 24 horas para la sesión.',
    );
    expect(rescheduleBlockedReason({ ...facts, minHours: 72 })).toBe(rescheduleMessages.tooLate(72));
  });

  it('lets the psychologist move it until it starts', () => {
    expect(rescheduleBlockedReason({ ...facts, viewer: 'psychologist', startsAt: hoursLater(1) })).toBeNull();
    expect(rescheduleBlockedReason({ ...facts, viewer: 'psychologist', startsAt: now })).toBe(rescheduleMessages.started);
  });

  it('refuses closed statuses and people outside the appointment', () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'NO_SHOW'] as const) {
      expect(rescheduleBlockedReason({ ...facts, status })).toBe(rescheduleMessages.closed);
    }
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_UPLOADED', 'PAYMENT_VERIFIED'] as const) {
      expect(rescheduleBlockedReason({ ...facts, status })).toBeNull();
    }
    expect(rescheduleBlockedReason({ ...facts, viewer: 'other' })).toBe(rescheduleMessages.notParty);
  });
});

describe('rescheduledSequence', () => {
  it('grows once an invitation was sent, and not before', () => {
    expect(rescheduledSequence(0)).toBe(0);
    expect(rescheduledSequence(1)).toBe(2);
    expect(rescheduledSequence(4)).toBe(5);
  });
});
