import { Card, Skeleton, Text } from '@emind/web-ui';
import { useWaitlistCount } from '../api/get-waitlist-count';
import { LoadError } from '@emind/web-ui/lists';

export const waitlistCountLabel = (count: number): string =>
  count === 1 ? '1 paciente en lista de espera' : `${count} pacientes en lista de espera`;

/** How many patients wait for a slot with the psychologist (they are told by mail when one frees up). */
export function WaitlistCountCard() {
  const waiting = useWaitlistCount();
  return (
    <Card.Root as="section" variant="outline" aria-label="Lista de espera">
      <Card.Body>
        {waiting.isPending ? <Skeleton h="6" w="56" rounded="md" /> : null}
        {waiting.isError ? (
          <LoadError message="No pudimos cargar tu lista de espera." onRetry={() => void waiting.refetch()} />
        ) : null}
        {waiting.data ? (
          <>
            <Text fontWeight="semibold" data-testid="waitlist-count">{waitlistCountLabel(waiting.data.count)}</Text>
            <Text fontSize="sm" color="fg.muted">Cuando se libera un horario que les acomoda, les avisamos por correo.</Text>
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
