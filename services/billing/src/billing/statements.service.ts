import type { AdminBillingMonth, MonthlyStatement, StatementLine } from '@emind/contracts';
import { isHeldAndPaid, monthBounds, RETENTION_SOURCE, retentionAmount, retentionRate } from '@emind/domain';
import { notFound, recordListAccess, type AuthUser } from '@emind/server-kit';
import type { BillingContext } from '../context.ts';
import type { BoletaRow } from '../db/schema.ts';
import { findPerson, listSessions, type BillingSession } from './sessions.repository.ts';

const sum = (sessions: BillingSession[]) => ({ count: sessions.length, amount: sessions.reduce((total, session) => total + session.amount, 0) });

function kindOf(session: BillingSession): StatementLine['kind'] {
  if (!session.cancelled) return 'held';
  return session.refundedAt ? 'refunded' : 'cancelled_refund_pending';
}

function toLine(session: BillingSession, boleta: BoletaRow | undefined): StatementLine {
  return {
    appointment: session.appointmentId,
    appointment_code: session.code,
    date: session.date,
    start_time: session.startTime,
    patient_name: session.clientName,
    psychologist_name: session.psychologistName,
    amount: session.amount,
    receiver: session.receiver,
    payment_method: session.paymentMethod,
    kind: kindOf(session),
    boleta_folio: boleta?.folio ?? null,
  };
}

/** Boletas of these sessions, sealed ones included: a sealed boleta was issued, it is only archived. */
async function boletasIncludingSealed(ctx: BillingContext, sessions: BillingSession[]): Promise<Map<number, BoletaRow>> {
  if (sessions.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('boletas').selectAll().where('appointment_id', 'in', sessions.map((session) => session.appointmentId)).execute();
  // A sealed boleta's folio is not shown: the row is kept for the tax period, read by no one.
  return new Map(rows.map((row) => [row.appointment_id, row.sealed_at ? { ...row, folio: 'archivada' } : row]));
}

/** 'Mis ingresos' for the month (by session date, Chile calendar): what the psychologist received, what the platform kept. */
export async function monthlyStatement(ctx: BillingContext, user: AuthUser, month: string): Promise<MonthlyStatement> {
  const { from, to } = monthBounds(month);
  const now = ctx.now();
  const me = await findPerson(ctx.db, user.profileId);
  if (!me) throw notFound();
  const sessions = await listSessions(ctx.db, { psychologistId: user.profileId, from, to });
  const boletas = await boletasIncludingSealed(ctx, sessions);
  const held = sessions.filter((session) => !session.cancelled);
  const direct = held.filter((session) => session.receiver === 'psychologist');
  const cancelled = sessions.filter((session) => session.cancelled);
  // A card payment is the platform's to collect but, after the first session, the psychologist's income: their boleta.
  const byCard = direct.filter((session) => session.paymentMethod === 'credit_card');
  const received = sum(direct);
  const year = Number(month.slice(0, 4));
  const rate = retentionRate(year);
  await recordListAccess(ctx.db, 'billing', sessions.map((session) => ({ subjectUserId: session.clientUserId, actorUserId: user.id, actorRole: user.userType, resource: 'billing_list' })), ctx.now());
  return {
    month,
    psychologist_name: me.name,
    sessions_held: held.filter((session) => isHeldAndPaid(session, now)).length,
    received_directly: sum(direct.filter((session) => session.paymentMethod !== 'credit_card')),
    paid_by_card: sum(byCard),
    kept_by_platform: sum(held.filter((session) => session.receiver === 'platform')),
    cancelled_paid: sum(cancelled),
    refunded: sum(cancelled.filter((session) => session.refundedAt)),
    boletas_issued: direct.filter((session) => boletas.has(session.appointmentId)).length,
    boletas_missing: direct.filter((session) => !boletas.has(session.appointmentId)).length,
    retention: { year, rate, amount: rate === null ? null : retentionAmount(received.amount, rate), source: RETENTION_SOURCE },
    lines: sessions.map((session) => toLine(session, boletas.get(session.appointmentId))),
  };
}

/** The admin's month: first sessions, paid to the platform, received and refunded, and the platform's boletas. */
export async function adminBillingMonth(ctx: BillingContext, user: AuthUser, month: string): Promise<AdminBillingMonth> {
  const { from, to } = monthBounds(month);
  const sessions = await listSessions(ctx.db, { receiver: 'platform', from, to });
  const boletas = await boletasIncludingSealed(ctx, sessions);
  const held = sessions.filter((session) => !session.cancelled);
  const cancelled = sessions.filter((session) => session.cancelled);
  await recordListAccess(
    ctx.db,
    'billing',
    sessions.flatMap((session) => [session.clientUserId, session.psychologistUserId]).map((subjectUserId) => ({ subjectUserId, actorUserId: user.id, actorRole: user.userType, resource: 'billing_list' })),
    ctx.now(),
  );
  return {
    month,
    platform_received: sum(held),
    refunded: sum(cancelled.filter((session) => session.refundedAt)),
    refunds_pending: sum(cancelled.filter((session) => !session.refundedAt)),
    boletas_attached: held.filter((session) => boletas.has(session.appointmentId)).length,
    boletas_missing: held.filter((session) => !boletas.has(session.appointmentId)).length,
    lines: sessions.map((session) => toLine(session, boletas.get(session.appointmentId))),
  };
}
