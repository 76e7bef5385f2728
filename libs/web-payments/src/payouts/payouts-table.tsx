import type { ReactNode } from 'react';
import { formatClp, formatDocumentDate, sessionCount } from '@emind/domain';
import { Badge, Text } from '@emind/web-ui';
import { RowList, type RowField } from '@emind/web-ui/lists';

/** A payout batch as both lists show it: the admin's batches and the psychologist's own transfers. */
export interface PayoutRow {
  id: number;
  up_to: string;
  paid_on: string | null;
  amount: number;
  sessions: number;
}

/** 'Pagado el 02-12-2026' or 'Por pagar'. */
export function PayoutState({ paidOn }: { paidOn: string | null }) {
  return paidOn
    ? <Badge colorPalette="green" variant="outline">Pagado el {formatDocumentDate(paidOn)}</Badge>
    : <Badge colorPalette="orange" variant="outline">Por pagar</Badge>;
}

/**
 * Payout batches, one row each: cut-off, sessions, amount and whether it was paid ('Pagos a psicólogos' and
 * 'Mis ingresos'); `action` adds a last column (the admin's 'Ver').
 */
export function PayoutsTable({ rows, caption, emptyText, action }: { rows: readonly PayoutRow[]; caption: string; emptyText: string; action?: (row: PayoutRow) => ReactNode }) {
  if (rows.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  const fields: RowField<PayoutRow>[] = [
    { label: 'Lote', value: (row) => `N° ${row.id}` },
    { label: 'Sesiones hasta', value: (row) => formatDocumentDate(row.up_to) },
    { label: 'Sesiones', value: (row) => sessionCount(row.sessions) },
    { label: 'Monto', value: (row) => formatClp(row.amount), align: 'end' },
    { label: 'Estado', value: (row) => <PayoutState paidOn={row.paid_on} /> },
    ...(action ? [{ label: 'Acciones', value: action, actions: true }] : []),
  ];
  return <RowList rows={rows} fields={fields} rowKey={(row) => row.id} label={caption} caption />;
}
