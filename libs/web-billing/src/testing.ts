// Billing answers as services/billing gives them, for the screens' tests; never imported by product code.
import type { Boleta, MonthlyStatement, PendingBoleta, StatementLine } from '@emind/contracts';
import { RETENTION_SOURCE } from '@emind/domain';

export const pendingBoletaFixture = (overrides: Partial<PendingBoleta> = {}): PendingBoleta => ({
  appointment: 41, appointment_code: 'EM-000041', date: '2026-11-10', start_time: '10:00', amount: 30000, receiver: 'psychologist',
  patient_name: 'Bruno Soto', psychologist_name: 'Ana Pérez', days_pending: 6, ...overrides,
});

export const boletaFixture = (overrides: Partial<Boleta> = {}): Boleta => ({
  appointment: 41, appointment_code: 'EM-000041', receiver: 'psychologist', folio: '1234', issued_on: '2026-11-12',
  file_url: '/api/billing/appointments/41/boleta/file/', created_at: '2026-11-12T15:00:00.000Z', updated_at: '2026-11-12T15:00:00.000Z', ...overrides,
});

export const statementLineFixture = (overrides: Partial<StatementLine> = {}): StatementLine => ({
  appointment: 41, appointment_code: 'EM-000041', date: '2026-11-10', start_time: '10:00', patient_name: 'Bruno Soto',
  psychologist_name: 'Ana Pérez', amount: 30000, receiver: 'psychologist', payment_method: 'transfer', kind: 'held', boleta_folio: '1234', ...overrides,
});

export const monthlyStatementFixture = (overrides: Partial<MonthlyStatement> = {}): MonthlyStatement => ({
  month: '2026-11', psychologist_name: 'Ana Pérez', sessions_held: 3,
  received_directly: { count: 2, amount: 60000 }, paid_by_card: { count: 0, amount: 0 }, kept_by_platform: { count: 1, amount: 30000 },
  cancelled_paid: { count: 1, amount: 30000 }, refunded: { count: 0, amount: 0 },
  boletas_issued: 1, boletas_missing: 1,
  retention: { year: 2026, rate: 15.25, amount: 9150, source: RETENTION_SOURCE },
  lines: [
    statementLineFixture(),
    statementLineFixture({ appointment: 42, appointment_code: 'EM-000042', date: '2026-11-17', boleta_folio: null }),
    statementLineFixture({ appointment: 40, appointment_code: 'EM-000040', date: '2026-11-03', receiver: 'platform', boleta_folio: null }),
  ],
  ...overrides,
});
