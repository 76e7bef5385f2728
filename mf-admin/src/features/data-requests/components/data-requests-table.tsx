import type { DataRequest } from '@emind/contracts';
import { asUserType, roleLabels } from '@emind/domain';
import { instantInChile } from '@emind/web-appointments';
import { Badge, Stack, Table, Text } from '@emind/web-ui';
import { formatHoursTaken, isOverdue, PRIVACY_SERVICE_COUNT } from '../lib/request-timing.ts';

const statusPalette: Record<DataRequest['status'], string> = { pending: 'orange', ready: 'blue', done: 'green', expired: 'gray' };

function roleOf(userType: string): string {
  const type = asUserType(userType);
  return type ? roleLabels[type] : userType;
}

export function DataRequestsTable({ requests, now }: { requests: DataRequest[]; now: Date }) {
  return (
    // The table scrolls sideways on narrow screens: a keyboard must be able to reach and scroll it too.
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Solicitudes de datos">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Solicitud</Table.ColumnHeader>
            <Table.ColumnHeader>Persona</Table.ColumnHeader>
            <Table.ColumnHeader>Solicitada</Table.ColumnHeader>
            <Table.ColumnHeader>Plazo legal</Table.ColumnHeader>
            <Table.ColumnHeader>Estado</Table.ColumnHeader>
            <Table.ColumnHeader>Completada</Table.ColumnHeader>
            <Table.ColumnHeader>Tiempo</Table.ColumnHeader>
            <Table.ColumnHeader>Servicios listos</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requests.map((request) => (
            <Table.Row key={request.id} data-testid="data-request-row" aria-label={`Solicitud ${request.id}`}>
              <Table.Cell>{request.kind_display}</Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <Text>{request.user_email}</Text>
                  <Text textStyle="xs" color="fg.muted">{roleOf(request.user_type)}</Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>{instantInChile(request.requested_at)}</Table.Cell>
              <Table.Cell>{instantInChile(request.due_at)}</Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="flex-start">
                  <Badge colorPalette={statusPalette[request.status]} variant="subtle">{request.status_display}</Badge>
                  {isOverdue(request, now) ? <Badge colorPalette="red" variant="solid">Vencida</Badge> : null}
                </Stack>
              </Table.Cell>
              <Table.Cell>{request.completed_at ? instantInChile(request.completed_at) : '—'}</Table.Cell>
              <Table.Cell>{formatHoursTaken(request.hours_taken)}</Table.Cell>
              <Table.Cell>
                <Text title={request.parts_done.join(', ')}>{request.parts_done.length} de {PRIVACY_SERVICE_COUNT}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
