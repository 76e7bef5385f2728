import { Link as RouterLink } from 'react-router-dom';
import { Card, Heading, Link, Text } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';
import { usePendingPayments } from '../api/get-practice-overview.ts';

/** 'Pagos por verificar': proofs awaiting an admin, with those whose session has already started. */
export function PaymentsToVerify() {
  const pending = usePendingPayments();
  return (
    <Card.Root data-testid="payments-to-verify">
      <Card.Body gap={2}>
        <Heading as="h2" size="md">Pagos por verificar</Heading>
        {pending.isPending && <Text color="fg.muted">Cargando…</Text>}
        {pending.isError && <Text color="red.600">No se pudo cargar el número de pagos por verificar.</Text>}
        {pending.data && (
          <>
            <Text fontSize="3xl" fontWeight="bold">{pending.data.count}</Text>
            {pending.data.overdue > 0 && <Text color="orange.700">{pending.data.overdue} con la sesión ya iniciada</Text>}
          </>
        )}
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={paths.payments.getHref()}>Ir a pagos →</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
