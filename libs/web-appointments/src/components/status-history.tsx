import type { StatusChange } from '@emind/contracts';
import { appointmentStatusLabels, formatLongDateTime } from '@emind/domain';
import { List, Text } from '@emind/web-ui';

const roleLabels = { client: 'paciente', psychologist: 'psicólogo', admin: 'administrador', system: 'sistema' } as const;

/** Who changed what and when, newest last. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  return (
    <List.Root gap="2" ps="4" aria-label="Historial de estados">
      {history.map((change) => (
        <List.Item key={`${change.created_at}-${change.to_status}`}>
          <Text fontSize="sm">
            <strong>{appointmentStatusLabels[change.to_status]}</strong> — {formatLongDateTime(change.created_at)}
            {' · '}
            {change.changed_by_name ? `${change.changed_by_name} (${roleLabels[change.changed_by_role]})` : roleLabels[change.changed_by_role]}
            {change.note && change.note !== 'expired' ? ` · ${change.note}` : change.note === 'expired' ? ' · Reserva vencida sin pago' : ''}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
