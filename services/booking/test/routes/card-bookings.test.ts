import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bookingConfigFromEnv } from '../../src/config.ts';
import { isBookablePaymentMethod } from '../../src/appointments/payment-holds.ts';
import { mailCardConfirmations } from '../../src/notifications/card-confirmations.ts';
import { bearer, book, bookablePsychologist, buildAppOnly, clock, drainedMails, registerUser, type Session } from '../helpers.ts';

const suite = appPerFile(buildAppOnly);

const bookByCard = (client: Session, psychologist: number, start_time: string, end_time: string) =>
  suite.t.app.inject({
    method: 'POST', url: '/api/appointments/', headers: bearer(client.access),
    payload: { psychologist, date: '2026-06-01', start_time, end_time, payment_method: 'credit_card', client_notes: '' },
  });

const confirm = (id: number, transaction: number) =>
  sql<{ confirmed: boolean }>`select booking.confirm_card_payment(${id}, ${transaction}, ${clock.now}) as confirmed`.execute(suite.t.database.db).then(({ rows }) => rows[0]?.confirmed);

describe('booking paid by card (Webpay)', () => {
  it('takes payment_method credit_card and holds the slot EMIND_WEBPAY_HOLD_MINUTES (15) instead of the transfer hold', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const response = await bookByCard(client, psychologist.profileId, '10:00', '11:00');
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await sql<{ payment_method: string; hold_expires_at: Date }>`select payment_method, hold_expires_at from booking.appointments where id = ${response.json().id}`.execute(suite.t.database.db);
    expect(rows[0]?.payment_method).toBe('credit_card');
    expect(new Date(rows[0]?.hold_expires_at ?? 0).getTime()).toBe(clock.now.getTime() + 15 * 60_000);
  });

  it('the booking mail tells a card booking to pay on Webpay (until when, and where to retry), not to transfer', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const id: number = (await bookByCard(client, psychologist.profileId, '09:00', '10:00')).json().id;
    const transferClient = await registerUser(suite.t.app, 'client');
    await book(suite.t, transferClient, psychologist.profileId, { start_time: '10:00', end_time: '11:00' });
    const sent = await drainedMails(suite.t);
    const toCard = sent.find((mail) => mail.to === client.email);
    expect(toCard?.subject).toBe(`Reserva EM-${String(id).padStart(6, '0')}: paga con tarjeta`);
    expect(toCard?.text).toContain(`/pago/${id}`);
    expect(toCard?.text).not.toContain('Transfiere');
    expect(sent.find((mail) => mail.to === transferClient.email)?.text).toContain('Transfiere');
    expect(sent.find((mail) => mail.to === psychologist.email && mail.subject.startsWith('Nueva reserva'))).toBeTruthy();
  });

  it('EMIND_PAYMENT_METHODS turns a method off (read by one schema, default card and transfer); PayPal is never bookable', () => {
    expect(bookingConfigFromEnv({}).paymentMethods).toEqual(['credit_card', 'transfer']);
    const transferOnly = bookingConfigFromEnv({ EMIND_PAYMENT_METHODS: 'transfer' });
    expect(isBookablePaymentMethod(transferOnly, 'credit_card')).toBe(false);
    expect(isBookablePaymentMethod(transferOnly, 'transfer')).toBe(true);
    expect(isBookablePaymentMethod(bookingConfigFromEnv({ EMIND_PAYMENT_METHODS: 'paypal,transfer' }), 'paypal')).toBe(false);
  });

  it("booking.confirm_card_payment confirms by the payment, queues booking's confirmation mails with the .ics, and only once", async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const booked = await bookByCard(client, psychologist.profileId, '11:00', '12:00');
    const id: number = booked.json().id;
    expect(await confirm(id, 7)).toBe(true);
    expect(await confirm(id, 8)).toBe(false);
    const { rows } = await sql<{ status: string; card_transaction_id: number }>`select status, card_transaction_id from booking.appointments where id = ${id}`.execute(suite.t.database.db);
    expect(rows[0]).toEqual({ status: 'CONFIRMED', card_transaction_id: 7 });
    expect(await mailCardConfirmations(suite.t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await mailCardConfirmations(suite.t.ctx)).toBe(0);
    const sent = await drainedMails(suite.t);
    const toClient = sent.filter((mail) => mail.to === client.email && mail.attachments?.some((file) => file.filename?.endsWith('.ics')));
    expect(toClient.length).toBeGreaterThanOrEqual(1);
    expect(toClient.at(-1)?.text).toContain(`/sesion/${id}`);
  });

  it('confirms nothing for a transfer booking, a cancelled one, or once the session has started', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const transfer = (await book(suite.t, client, psychologist.profileId, { start_time: '09:00', end_time: '10:00' })).json().id as number;
    expect(await confirm(transfer, 9)).toBe(false);
    const cancelled = (await bookByCard(client, psychologist.profileId, '10:00', '11:00')).json().id as number;
    await sql`update booking.appointments set status = 'CANCELLED' where id = ${cancelled}`.execute(suite.t.database.db);
    expect(await confirm(cancelled, 10)).toBe(false);
    const started = (await bookByCard(client, psychologist.profileId, '11:00', '12:00')).json().id as number;
    const later = await sql<{ confirmed: boolean }>`select booking.confirm_card_payment(${started}, 11, ${new Date('2026-06-02T00:00:00Z')}) as confirmed`.execute(suite.t.database.db);
    expect(later.rows[0]?.confirmed).toBe(false);
  });
});
