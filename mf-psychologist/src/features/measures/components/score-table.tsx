import type { MeasureResponse } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { Table } from '@emind/web-ui';

/** The chart's text alternative, also read by sighted users: every score with its date and severity, newest first. */
export function ScoreTable({ name, responses }: { name: string; responses: readonly MeasureResponse[] }) {
  return (
    <Table.Root size="sm" data-testid="score-table">
      <Table.Caption captionSide="top" textAlign="start" color="fg.muted">Puntajes del {name}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Fecha</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Puntaje</Table.ColumnHeader>
          <Table.ColumnHeader>Severidad</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {[...responses].reverse().map((response) => (
          <Table.Row key={response.id}>
            <Table.Cell>{formatLongDate(response.answered_at)}</Table.Cell>
            <Table.Cell textAlign="end">{response.score}</Table.Cell>
            <Table.Cell>{response.severity_label}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
