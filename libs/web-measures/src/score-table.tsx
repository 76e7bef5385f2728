import type { MeasureResponse } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { Table } from '@emind/web-ui';

interface ScoreTableProps {
  /** In the order shown (newest first). */
  responses: readonly MeasureResponse[];
  /** Adds a 'Cuestionario' column, for a table of several questionnaires. */
  instrumentName?: (instrumentId: string) => string;
  caption?: string;
  labelledBy?: string;
  testId?: string;
}

/** Each answered questionnaire with its date, score and severity. */
export function ScoreTable({ responses, instrumentName, caption, labelledBy, testId }: ScoreTableProps) {
  return (
    <Table.Root size="sm" aria-labelledby={labelledBy} data-testid={testId}>
      {caption ? <Table.Caption captionSide="top" textAlign="start" color="fg.muted">{caption}</Table.Caption> : null}
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Fecha</Table.ColumnHeader>
          {instrumentName ? <Table.ColumnHeader>Cuestionario</Table.ColumnHeader> : null}
          <Table.ColumnHeader textAlign="end">Puntaje</Table.ColumnHeader>
          <Table.ColumnHeader>Severidad</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {responses.map((response) => (
          <Table.Row key={response.id}>
            <Table.Cell>{formatLongDate(response.answered_at)}</Table.Cell>
            {instrumentName ? <Table.Cell>{instrumentName(response.instrument)}</Table.Cell> : null}
            <Table.Cell textAlign="end">{response.score}</Table.Cell>
            <Table.Cell>{response.severity_label}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
