import type { TimeOff } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';
import { Button, HStack, Stack, Text } from '@emind/web-ui';
import { useDeleteTimeOff } from '../../api/delete-time-off.ts';

const longDate = (date: string): string => formatLongDate(`${date}T12:00:00Z`);

/** The time off that has not ended, each with 'Eliminar'. */
export function TimeOffList({ items }: { items: TimeOff[] }) {
  const remove = useDeleteTimeOff();
  if (items.length === 0) {
    return <Text color="fg.muted" data-testid="time-off-empty">No tienes ausencias programadas.</Text>;
  }
  return (
    <Stack as="ul" gap={2} listStyleType="none" data-testid="time-off-list">
      {items.map((item) => {
        const range = item.starts_on === item.ends_on ? longDate(item.starts_on) : `${longDate(item.starts_on)} al ${longDate(item.ends_on)}`;
        return (
          <HStack as="li" key={item.id} justify="space-between" borderWidth="1px" borderRadius="md" p={3} gap={3}>
            <Stack gap={0}>
              <Text fontWeight="semibold">{range}</Text>
              {item.reason ? <Text fontSize="sm" color="fg.muted">{item.reason}</Text> : null}
            </Stack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`Eliminar ausencia ${range}`}
              loading={remove.isPending && remove.variables === item.id}
              onClick={() => remove.mutate(item.id)}
            >
              Eliminar
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
