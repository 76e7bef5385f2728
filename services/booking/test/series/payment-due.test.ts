import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { remindUnpaidHolds } from '../../src/notifications/payment-due-reminders.ts';
import { bookablePsychologist, buildAppOnly, clock, drainedMails, registerUser, resetClock } from '../helpers.ts';
import { bookSeries } from './support.ts';

const suite = appPerFile(buildAppOnly, { afterEach: resetClock });

const reminders = async () => (await drainedMails(suite.t)).filter((mail) => mail.subject.startsWith('Paga tu sesión del'));

describe('a reminder to pay before the hold ends', () => {
  it("goes once to the patient of each session still unpaid a day before its hold ends, saying how to pay it; not for a one-booking hold", async () => {
    const [psychologist, other] = [await bookablePsychologist(suite.t), await bookablePsychologist(suite.t)];
    const [byTransfer, byCard] = [await registerUser(suite.t.app, 'client'), await registerUser(suite.t.app, 'client')];
    const transferSeries = (await bookSeries(suite.t, byTransfer, psychologist.profileId, { weeks: 2 })).json();
    const cardSeries = (await bookSeries(suite.t, byCard, other.profileId, { weeks: 2, payment_method: 'credit_card' })).json();
    const [, transferSecond] = transferSeries.appointments as { id: number }[];
    const [, cardSecond] = cardSeries.appointments as { id: number }[];
    await drainedMails(suite.t);

    clock.now = new Date('2026-06-01T12:30:00Z'); // the first sessions' holds end within the hour: they were just booked
    expect(await remindUnpaidHolds(suite.t.ctx)).toBe(0);
    clock.now = new Date('2026-06-04T12:00:00Z'); // 25 h before the second sessions' holds (3 days before 06-08 09:00)
    expect(await remindUnpaidHolds(suite.t.ctx)).toBe(0);
    clock.now = new Date('2026-06-04T14:00:00Z'); // 23 h before
    await Promise.all([remindUnpaidHolds(suite.t.ctx), remindUnpaidHolds(suite.t.ctx)]);
    const sent = await reminders();
    expect(sent.map((mail) => mail.to).sort()).toEqual([byTransfer.email, byCard.email].sort());
    const toTransfer = sent.find((mail) => mail.to === byTransfer.email);
    expect(toTransfer?.text).toContain(`Referencia (escríbela en la transferencia): EM-${String(transferSecond?.id).padStart(6, '0')}`);
    expect(toTransfer?.text).toContain('sube el comprobante');
    const toCard = sent.find((mail) => mail.to === byCard.email);
    expect(toCard?.text).toContain(`/pago/${cardSecond?.id}`);
    expect(toCard?.text).not.toContain('Referencia');
    for (const mail of sent) expect(mail.text).toContain('Págala antes del 5 de junio de 2026 a las 09:00; si no, se cancela');

    expect(await remindUnpaidHolds(suite.t.ctx)).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});
