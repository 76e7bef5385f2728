import type { ReactNode } from 'react';
import { Box, Card, Grid, Stack, Table, Text, useBreakpointValue } from '@emind/web-ui';

/** One field of a row: a column of the table, a labelled line of the card. */
export interface RowField<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** The row's actions: a header for screen readers only, and on a card they close it, without their label. */
  actions?: boolean;
  align?: 'start' | 'end';
}

interface RowListProps<Row> {
  rows: readonly Row[];
  fields: readonly RowField<Row>[];
  rowKey: (row: Row) => string | number;
  /** Names the table (or the list of cards). */
  label: string;
  /** Shows the label above the rows (else it is only read out). */
  caption?: boolean;
  /** Names each row (a screen reader's row or list item; journeys find rows by it). */
  rowLabel?: (row: Row) => string;
  testId?: string;
}

/**
 * A list of rows that fits its screen: from Chakra's `md` (768 px) up a table whose text wraps, so its last column
 * stays in view; under it one card per row, the first field heading it, the others labelled, the actions last.
 * It lives here, not in web-ui: web-ui is a shared module, never tree-shaken, so every signed-in first page (the
 * patient's, which has no such list) would carry it.
 */
export function RowList<Row>(props: RowListProps<Row>) {
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }, { ssr: false }) ?? 'table';
  return layout === 'cards' ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<Row>({ rows, fields, rowKey, label, caption = false, rowLabel, testId }: RowListProps<Row>) {
  return (
    // Text wraps (Chakra's scroll area keeps each cell on one line); sideways scrolling stays the last resort, so a
    // keyboard must be able to reach it.
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" whiteSpace="normal" tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" aria-label={caption ? undefined : label}>
        {caption ? <Table.Caption captionSide="top" textAlign="start" py="2" px="3">{label}</Table.Caption> : null}
        <Table.Header>
          <Table.Row>
            {fields.map((field) => (
              <Table.ColumnHeader key={field.label} textAlign={field.align ?? 'start'}>
                {field.actions ? <Box srOnly>{field.label}</Box> : field.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} data-testid={testId} aria-label={rowLabel?.(row)}>
              {fields.map((field) => <Table.Cell key={field.label} textAlign={field.align ?? 'start'}>{field.value(row)}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RowCards<Row>({ rows, fields, rowKey, label, caption = false, rowLabel, testId }: RowListProps<Row>) {
  const [heading, ...rest] = fields.filter((field) => !field.actions);
  const actions = fields.filter((field) => field.actions);
  return (
    <Stack gap="3">
      {caption ? <Text fontWeight="medium" textStyle="sm">{label}</Text> : null}
      <Stack as="ul" gap="3" aria-label={label}>
        {rows.map((row) => (
          <Card.Root as="li" key={rowKey(row)} data-testid={testId} aria-label={rowLabel?.(row)}>
            <Card.Body p="4" gap="3">
              {heading ? <Box fontWeight="semibold">{heading.value(row)}</Box> : null}
              <Grid as="dl" templateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="1" textStyle="sm">
                {rest.map((field) => [
                  <Text as="dt" key={`${field.label}-label`} color="fg.muted">{field.label}</Text>,
                  <Box as="dd" key={`${field.label}-value`} overflowWrap="anywhere">{field.value(row)}</Box>,
                ])}
              </Grid>
              {actions.map((field) => <Box key={field.label}>{field.value(row)}</Box>)}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
