import type { ReactNode } from 'react';
import { formatClp, formatDocumentDate, sessionCount } from '@emind/domain';
import { Badge, Box, Table, Text } from '@emind/web-ui';

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
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" mb="2">{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Lote</Table.ColumnHeader>
            <Table.ColumnHeader>Sesiones hasta</Table.ColumnHeader>
            <Table.ColumnHeader>Sesiones</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Monto</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            {action ? <Table.ColumnHeader><Box srOnly>Acciones</Box></Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>N° {row.id}</Table.Cell>
              <Table.Cell>{formatDocumentDate(row.up_to)}</Table.Cell>
              <Table.Cell>{sessionCount(row.sessions)}</Table.Cell>
              <Table.Cell textAlign="end">{formatClp(row.amount)}</Table.Cell>
              <Table.Cell><PayoutState paidOn={row.paid_on} /></Table.Cell>
              {action ? <Table.Cell>{action(row)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
