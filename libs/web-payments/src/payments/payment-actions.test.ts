import { describe, expect, it } from 'vitest';
import { appointmentFixture } from '@emind/web-appointments/testing';
import { actionsFor } from './payment-actions.ts';

describe('the payment buttons offered', () => {
  const uploaded = (first: boolean) => appointmentFixture(1, '2030-06-12', '10:00', 'PAYMENT_UPLOADED', { is_first_appointment: first });

  it("a first session's payment is verified by an admin only: its psychologist gets no button that could only fail", () => {
    expect(actionsFor(uploaded(true), 'psychologist')).toEqual([]);
    expect(actionsFor(uploaded(true), 'admin')).toEqual(['verify']);
  });

  it('a later session is verified by its psychologist or an admin', () => {
    expect(actionsFor(uploaded(false), 'psychologist')).toEqual(['verify']);
    expect(actionsFor(uploaded(false), 'admin')).toEqual(['verify']);
  });

  it('a verified payment is confirmed by either, a first session included', () => {
    const verified = appointmentFixture(1, '2030-06-12', '10:00', 'PAYMENT_VERIFIED', { is_first_appointment: true });
    expect(actionsFor(verified, 'psychologist')).toEqual(['confirm']);
    expect(actionsFor({ ...verified, status: 'CONFIRMED' }, 'admin')).toEqual([]);
  });
});
