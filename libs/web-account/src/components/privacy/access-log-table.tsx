import type { AccessEntry } from '@emind/contracts';
import { formatAuditTime } from '@emind/domain';
import { Stack, Table, Text } from '@emind/web-ui';

interface AccessLogTableProps {
  entries: readonly AccessEntry[];
  /** An admin's audit also names whose data it was and which service recorded the read. */
  audit?: boolean;
}

/** Reads of someone's data, newest first: 'Quién ha visto mis datos' and the admin's 'Registro de accesos'. */
export function AccessLogTable({ entries, audit = false }: AccessLogTableProps) {
  return (
    // The table scrolls sideways on narrow screens: a keyboard must be able to reach and scroll it too.
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Accesos registrados">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Fecha y hora</Table.ColumnHeader>
            <Table.ColumnHeader>Quién</Table.ColumnHeader>
            {audit ? <Table.ColumnHeader>Persona</Table.ColumnHeader> : null}
            <Table.ColumnHeader>Qué</Table.ColumnHeader>
            {audit ? <Table.ColumnHeader>Servicio</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id} data-testid="access-row">
              <Table.Cell whiteSpace="nowrap">{formatAuditTime(entry.created_at)}</Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text>{entry.actor_name}</Text>
                  <Text textStyle="xs" color="fg.muted">{entry.actor_role_display}</Text>
                </Stack>
              </Table.Cell>
              {audit ? <Table.Cell>{entry.subject_name}</Table.Cell> : null}
              <Table.Cell>
                {entry.resource_display}
                {audit && entry.resource_id ? <Text as="span" color="fg.muted"> #{entry.resource_id}</Text> : null}
              </Table.Cell>
              {audit ? <Table.Cell>{entry.service}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
