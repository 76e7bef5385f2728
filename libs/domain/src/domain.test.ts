import { describe, expect, it } from 'vitest';
import { cleanRut, formatRut, isValidRut } from './rut.ts';
import { formatPhone, isCompletePhone, phoneDigits } from './phone.ts';
import { passwordProblems, passwordStrength } from './password.ts';
import { formatClp, formatThousands } from './money.ts';
import { chileUtcOffsetMinutes } from './chile-offset.ts';
import { chileHour, dashboardGreeting, genericGreeting } from './greeting.ts';
import { comunasOf, regions, banks, bankAccountTypes, universities } from './catalogue.ts';
import { formatLongDate } from './dates.ts';
import { cancellationOwesRefund, clientCancellableStatuses, isOpenStatus, isPaidStatus, isUpcomingAppointment, isUpcomingPaidSession, openStatuses } from './appointments.ts';
import { reschedulableStatuses } from './reschedule.ts';

describe('RUT', () => {
  it('cleans, formats and checks the modulo-11 digit', () => {
    expect(cleanRut('12.345.678-5')).toBe('123456785');
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('7654321k')).toBe('7.654.321-K');
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('12.345.678-4')).toBe(false);
    expect(isValidRut('11.111.111-1')).toBe(true);
    expect(isValidRut('6')).toBe(false);
  });
});

describe('phone', () => {
  it('keeps the +56 9 prefix and groups 4+4 digits', () => {
    expect(formatPhone('')).toBe('+56 9 ');
    expect(formatPhone('+56 9 12a34')).toBe('+56 9 1234');
    expect(formatPhone('+56 9 123456789')).toBe('+56 9 1234 5678');
    expect(phoneDigits('+56 9 1234 5678')).toBe('12345678');
    expect(isCompletePhone('+56 9 1234 5678')).toBe(true);
    expect(isCompletePhone('+56 9 1234 567')).toBe(false);
  });
});

describe('password policy', () => {
  it('lists each broken rule with the spec message and scores 0-4', () => {
    expect(passwordProblems('abc')).toEqual([
      'La contraseña debe tener al menos 8 caracteres',
      'La contraseña debe incluir al menos una letra mayúscula',
      'La contraseña debe incluir al menos un número',
      'La contraseña debe incluir al menos un símbolo especial',
    ]);
    expect(passwordProblems('Segura123!')).toEqual([]);
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Muy débil' });
    expect(passwordStrength('abcdefgh')).toEqual({ score: 1, label: 'Débil' });
    expect(passwordStrength('Abcdefgh')).toEqual({ score: 2, label: 'Moderada' });
    expect(passwordStrength('Abcdefg1')).toEqual({ score: 3, label: 'Buena' });
    expect(passwordStrength('Abcdef1!')).toEqual({ score: 4, label: 'Excelente' });
  });
});

describe('money and dates', () => {
  it('formats CLP without decimals and long Spanish dates in Chile', () => {
    expect(formatClp(25000).replace(/\s/g, '')).toBe('$25.000');
    expect(formatThousands(1234567)).toBe('1.234.567');
    expect(formatLongDate(new Date('2026-11-21T12:00:00Z'))).toBe('21 de noviembre de 2026');
    expect(formatLongDate(new Date('2026-11-22T02:00:00Z'))).toBe('21 de noviembre de 2026');
  });
});

describe('greetings', () => {
  it('follows the home hours and the generic hours', () => {
    expect([5, 6, 11, 12, 19, 20].map(dashboardGreeting)).toEqual([
      'Buenas noches', 'Buenos días', 'Buenos días', 'Buenas tardes', 'Buenas tardes', 'Buenas noches',
    ]);
    expect([0, 11, 12, 17, 18].map(genericGreeting)).toEqual([
      'Buenos días', 'Buenos días', 'Buenas tardes', 'Buenas tardes', 'Buenas noches',
    ]);
    expect(chileHour(new Date('2026-11-21T15:00:00Z'))).toBe(12);
    expect(chileUtcOffsetMinutes(new Date('2026-11-21T15:00:00Z'))).toBe(-180);
    expect(chileUtcOffsetMinutes(new Date('2026-07-01T15:00:00Z'))).toBe(-240);
  });
});

describe('catalogues', () => {
  it('holds the 16 regions, 18 banks, 4 account types and the universities with Otra', () => {
    expect(regions).toHaveLength(16);
    expect(comunasOf('Región Metropolitana de Santiago')).toContain('Providencia');
    expect(comunasOf('Nowhere')).toEqual([]);
    expect(banks).toHaveLength(18);
    expect(bankAccountTypes.map((t) => t.value)).toEqual(['CORRIENTE', 'AHORRO', 'VISTA', 'RUT']);
    expect(universities.at(-1)).toBe('Otra');
  });
});

describe('one meaning of paid, open and upcoming', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const later = new Date('2026-06-02T12:00:00Z');
  it.each([
    ['PENDING_PAYMENT', false, true],
    ['PAYMENT_UPLOADED', true, true],
    ['PAYMENT_VERIFIED', true, true],
    ['CONFIRMED', true, true],
    ['COMPLETED', false, false],
    ['CANCELLED', false, false],
    ['NO_SHOW', false, false],
  ] as const)('%s: paid %s, open %s', (status, paid, open) => {
    expect(isPaidStatus(status)).toBe(paid);
    expect(isOpenStatus(status)).toBe(open);
    expect(cancellationOwesRefund(status)).toBe(paid);
    expect(isUpcomingPaidSession({ status, startsAt: later }, now)).toBe(paid);
    expect(isUpcomingPaidSession({ status, startsAt: now }, now)).toBe(false);
  });

  it("puts a patient's appointment under 'Próximas' from today (Chile) on unless cancelled or completed, else under 'Pasadas'", () => {
    const today = '2026-06-01';
    expect(isUpcomingAppointment({ date: today, status: 'CONFIRMED' }, today)).toBe(true);
    expect(isUpcomingAppointment({ date: '2026-06-08', status: 'PENDING_PAYMENT' }, today)).toBe(true);
    expect(isUpcomingAppointment({ date: '2026-05-31', status: 'CONFIRMED' }, today)).toBe(false);
    expect(isUpcomingAppointment({ date: '2026-06-08', status: 'CANCELLED' }, today)).toBe(false);
    expect(isUpcomingAppointment({ date: today, status: 'COMPLETED' }, today)).toBe(false);
  });

  it('a cancellation with no earlier status owes nothing; cancelling and moving follow the open statuses', () => {
    expect(cancellationOwesRefund(null)).toBe(false);
    expect(clientCancellableStatuses).toEqual(openStatuses);
    expect(reschedulableStatuses).toEqual(openStatuses);
  });
});
