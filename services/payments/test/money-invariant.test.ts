import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOpenTransactions } from '../src/payments/settle-job.ts';
import { claimTransaction, transactionByToken } from '../src/payments/transactions.repository.ts';
import { buildTestApp, cardAppointment, people, returnWith, startPayment, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let patient: Session;
let psychologist: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ patient, psychologist } = await people(t));
});
afterAll(() => t.close());

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.EMIND_INVARIANT_SEED ?? 39);
const APPOINTMENTS = 30;
const behaviours = [
  'pay', 'double-return', 'reject-then-pay', 'abort', 'timeout', 'tab-closed', 'late', 'commit-fails', 'commit-times-out',
  'killed-before-answer', 'killed-after-answer', 'create-fails',
] as const;

/** What the patient (and the world) does with one appointment: each ends with at most one payment attempt left unsettled. */
async function play(behaviour: (typeof behaviours)[number], appointment: number): Promise<void> {
  const attempt = async (): Promise<string | null> => {
    const response = await startPayment(t, patient, appointment);
    return response.statusCode === 201 ? response.json<{ token: string }>().token : null;
  };
  if (behaviour === 'create-fails') t.standIn.faults.create = { status: 500, times: 1 };
  const token = await attempt();
  if (!token) return;
  switch (behaviour) {
    case 'pay':
      await returnWith(t, t.standIn.pay(token, 'approved'));
      return;
    case 'double-return': {
      const fields = t.standIn.pay(token, 'approved');
      await Promise.all([returnWith(t, fields), returnWith(t, fields, 'GET'), returnWith(t, fields)]);
      return;
    }
    case 'reject-then-pay': {
      await returnWith(t, t.standIn.pay(token, 'rejected'));
      const again = await attempt();
      if (again) await returnWith(t, t.standIn.pay(again, 'approved'));
      return;
    }
    case 'abort':
      await returnWith(t, t.standIn.abort(token));
      return;
    case 'timeout':
      await returnWith(t, t.standIn.timeout(token), 'GET');
      return;
    case 'tab-closed':
      t.standIn.pay(token, 'approved');
      return;
    case 'late':
      // The hold ran out and the slot went to someone else before the payment came back.
      await sql`update booking.appointments set status = 'CANCELLED' where id = ${appointment}`.execute(t.database.db);
      await returnWith(t, t.standIn.pay(token, 'approved'));
      return;
    case 'commit-fails':
      t.standIn.faults.commit = { status: 503, times: 1 };
      await returnWith(t, t.standIn.pay(token, 'approved'));
      return;
    case 'commit-times-out':
      // Transbank answers after our timeout (2 s here): the return gives up, the claim stays for the job.
      t.standIn.faults.commit = { delayMs: 2_500, times: 1 };
      await returnWith(t, t.standIn.pay(token, 'approved'));
      return;
    case 'killed-before-answer':
    case 'killed-after-answer': {
      // The process stopped after claiming the return: before asking Transbank, or once Transbank had committed the
      // payment and before our write recorded it (Transbank then refuses a second commit; only its status tells).
      t.standIn.pay(token, 'approved');
      const tx = await transactionByToken(t.ctx.db, token);
      if (tx) await claimTransaction(t.ctx.db, tx.id, t.clock.now);
      if (behaviour === 'killed-after-answer') await t.ctx.webpay.commit(token);
      return;
    }
  }
}

describe('the money invariant', () => {
  it(`holds after a seeded random run of payments, aborts, double returns, timeouts, faults and a killed process (seed ${SEED})`, async () => {
    const random = seeded(SEED);
    const played: Record<string, number> = {};
    const appointments: number[] = [];
    for (let i = 0; i < APPOINTMENTS; i += 1) {
      // Each behaviour once, then a random draw: any seed exercises them all.
      const behaviour = behaviours[i < behaviours.length ? i : Math.floor(random() * behaviours.length)] ?? 'pay';
      played[behaviour] = (played[behaviour] ?? 0) + 1;
      const appointment = await cardAppointment(t, patient, psychologist);
      appointments.push(appointment);
      await play(behaviour, appointment);
    }
    // Past every hold and stale claim, the job settles what no return did; a second run finds nothing left.
    t.clock.now = new Date(t.clock.now.getTime() + 20 * 60_000);
    await settleOpenTransactions(t.ctx);
    await settleOpenTransactions(t.ctx);

    const { rows: transactions } = await sql<{ id: number; appointment_id: number; amount: number; status: string; confirmed: boolean | null; token: string | null; refunded: number }>`
      select t.id, t.appointment_id, t.amount, t.status, t.confirmed, t.token,
             coalesce((select sum(r.amount) from payments.refunds r where r.transaction_id = t.id and r.status = 'DONE'), 0)::int as refunded
      from payments.transactions t where t.appointment_id = any (${appointments})`.execute(t.database.db);
    const { rows: sessions } = await sql<{ id: number; status: string; card_transaction_id: number | null }>`
      select id, status, card_transaction_id from booking.appointments where id = any (${appointments})`.execute(t.database.db);

    expect(transactions.filter((tx) => tx.status === 'INITIALIZED' || tx.status === 'COMMITTING')).toEqual([]);
    const paid = transactions.filter((tx) => ['AUTHORIZED', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(tx.status));
    // Every authorized transaction confirms one session or is refunded in full.
    for (const tx of paid) {
      const session = sessions.find((row) => row.id === tx.appointment_id);
      if (tx.confirmed) expect({ tx: tx.id, status: session?.status, by: session?.card_transaction_id }).toEqual({ tx: tx.id, status: 'CONFIRMED', by: tx.id });
      else expect({ tx: tx.id, refunded: tx.refunded }).toEqual({ tx: tx.id, refunded: tx.amount });
    }
    // No session CONFIRMED by card without an authorized transaction that confirmed it; one confirmation each.
    for (const session of sessions.filter((row) => row.status === 'CONFIRMED')) {
      expect(paid.filter((tx) => tx.appointment_id === session.id && tx.confirmed).map((tx) => tx.id)).toEqual([session.card_transaction_id]);
    }
    // Refunds never exceed what was paid, here and at Transbank; and every payment Transbank took is one we know of.
    for (const tx of transactions) expect(tx.refunded).toBeLessThanOrEqual(tx.amount);
    const known = new Set(paid.map((tx) => tx.token));
    for (const atTransbank of t.standIn.transactions.values()) {
      expect(atTransbank.refunded).toBeLessThanOrEqual(atTransbank.amount);
      if (atTransbank.status !== 'INITIALIZED' && atTransbank.status !== 'FAILED') expect(known.has(atTransbank.token)).toBe(true);
    }
    const counts = {
      played, transactions: transactions.length, authorized: paid.length, confirmed: paid.filter((tx) => tx.confirmed).length,
      refunded: paid.filter((tx) => !tx.confirmed).length, abandoned: transactions.filter((tx) => ['ABORTED', 'TIMED_OUT', 'FAILED'].includes(tx.status)).length,
    };
    console.info('money invariant run', JSON.stringify(counts));
    expect(counts.confirmed + counts.refunded).toBe(counts.authorized);
    expect(counts.authorized + counts.abandoned).toBe(counts.transactions);
    expect(counts.confirmed).toBeGreaterThan(0);
    expect(counts.refunded).toBeGreaterThan(0);
  });
});
