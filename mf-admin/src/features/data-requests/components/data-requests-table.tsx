import type { DataRequest } from '@emind/contracts';
import { asUserType, formatLongDateTime, roleLabels } from '@emind/domain';
import { RowList, type RowField } from '@emind/web-ui/lists';
import { Badge, Stack, Text } from '@emind/web-ui';
import { formatHoursTaken, isOverdue } from '../lib/request-timing.ts';

const statusPalette: Record<DataRequest['status'], string> = { pending: 'orange', ready: 'blue', done: 'green', expired: 'gray' };

function roleOf(userType: string): string {
  const type = asUserType(userType);
  return type ? roleLabels[type] : userType;
}

/** '2 de 9', naming the parts done in Spanish on hover: 'Cuenta y perfil, Citas'. */
function PartsDone({ parts }: { parts: DataRequest['parts'] }) {
  const done = parts.filter((part) => part.done);
  return <Text title={done.map((part) => part.label).join(', ')}>{done.length} de {parts.length}</Text>;
}

export function DataRequestsTable({ requests, now }: { requests: DataRequest[]; now: Date }) {
  const fields: RowField<DataRequest>[] = [
    { label: 'Solicitud', value: (request) => request.kind_display },
    {
      label: 'Persona',
      value: (request) => (
        <Stack gap="0">
          <Text>{request.user_email}</Text>
          <Text textStyle="xs" color="fg.muted">{roleOf(request.user_type)}</Text>
        </Stack>
      ),
    },
    { label: 'Solicitada', value: (request) => formatLongDateTime(request.requested_at) },
    { label: 'Plazo legal', value: (request) => formatLongDateTime(request.due_at) },
    {
      label: 'Estado',
      value: (request) => (
        <Stack gap="1" align="flex-start">
          <Badge colorPalette={statusPalette[request.status]} variant="subtle">{request.status_display}</Badge>
          {isOverdue(request, now) ? <Badge colorPalette="red" variant="solid">Vencida</Badge> : null}
        </Stack>
      ),
    },
    { label: 'Completada', value: (request) => (request.completed_at ? formatLongDateTime(request.completed_at) : '—') },
    { label: 'Tiempo', value: (request) => formatHoursTaken(request.hours_taken) },
    { label: 'Servicios listos', value: (request) => <PartsDone parts={request.parts} /> },
  ];
  return (
    <RowList rows={requests} fields={fields} rowKey={(request) => request.id} label="Solicitudes de datos" rowLabel={(request) => `Solicitud ${request.id}`} testId="data-request-row" />
  );
}
