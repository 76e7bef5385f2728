import { Box, Table } from '../chakra.ts';

export interface FiguresColumn<Key extends string> {
  key: Key;
  label: string;
}

interface ChartFiguresProps<Key extends string> {
  caption: string;
  /** The header of the row labels' column (e.g. 'Semana'). */
  rowHeader: string;
  columns: readonly FiguresColumn<Key>[];
  rows: readonly ({ label: string } & Record<Key, number>)[];
}

/** A chart's figures as a table, for screen readers only: the chart itself is an image to them. */
export function ChartFigures<Key extends string>({ caption, rowHeader, columns, rows }: ChartFiguresProps<Key>) {
  return (
    <Box srOnly>
      <Table.Root size="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{rowHeader}</Table.ColumnHeader>
            {columns.map((column) => <Table.ColumnHeader key={column.key}>{column.label}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.label}>
              <Table.Cell>{row.label}</Table.Cell>
              {columns.map((column) => <Table.Cell key={column.key}>{row[column.key]}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
