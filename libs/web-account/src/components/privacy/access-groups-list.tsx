import type { AccessGroup } from '@emind/contracts';
import { formatDayRange } from '@emind/domain';
import { Stack, Text } from '@emind/web-ui';

const timesLabel = (times: number): string => (times === 1 ? '1 vez' : `${times} veces`);

/**
 * 'Quién ha visto mis datos', one line per reader and kind of read: "Valentina Rojas (Psicóloga Clínica) vio tu
 * agenda de citas", then how many times and between which days.
 */
export function AccessGroupsList({ groups }: { groups: readonly AccessGroup[] }) {
  return (
    <Stack as="ul" gap={3} listStyleType="none" aria-label="Accesos registrados">
      {groups.map((group) => (
        <Stack as="li" key={`${group.actor_id}-${group.actor_role}-${group.resource}`} gap="0" data-testid="access-group" borderBottomWidth="1px" pb={2}>
          <Text>{group.summary}</Text>
          <Text textStyle="sm" color="fg.muted">
            {timesLabel(group.times)} · {formatDayRange(group.first_at, group.last_at)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
