import { formatLongDate } from '@emind/domain';
import { Button, Card, Heading, List, Stack, Text } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { useWaitlistNotices } from '../api/get-waitlist-notices';
import { LoadError } from '@emind/web-ui/lists';

/**
 * 'Lista de espera' on the patient's home: the freed slots they were told of that are still free. Nothing is shown
 * to a patient with no notice (most patients wait for no one), nor while asking: a card drawn only to vanish
 * would move the rest of the home under most readers.
 */
export function WaitlistNoticesCard() {
  const notices = useWaitlistNotices();
  if (notices.isPending || (notices.isSuccess && notices.data.length === 0)) return null;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="waitlist-notices-title">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="waitlist-notices-title">Horarios liberados de tu lista de espera</Heading>
          {notices.isError ? (
            <LoadError message="No pudimos cargar tus avisos de la lista de espera." onRetry={() => void notices.refetch()} />
          ) : null}
          {notices.data && notices.data.length > 0 ? (
            <>
              <Text color="fg.muted" fontSize="sm">Quien reserve primero se queda con el horario.</Text>
              <List.Root gap="3" listStyle="none">
                {notices.data.map((notice) => (
                  <List.Item key={notice.id} display="flex" flexWrap="wrap" gap="3" alignItems="center" justifyContent="space-between">
                    <Text>
                      {notice.psychologist_name}: {formatLongDate(`${notice.date}T12:00:00Z`)}, {notice.start_time} – {notice.end_time}
                    </Text>
                    <Button asChild size="sm" colorPalette="brand">
                      <RouterLink to={notice.booking_path} aria-label={`Reservar el ${formatLongDate(`${notice.date}T12:00:00Z`)} a las ${notice.start_time} con ${notice.psychologist_name}`}>
                        Reservar
                      </RouterLink>
                    </Button>
                  </List.Item>
                ))}
              </List.Root>
            </>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
