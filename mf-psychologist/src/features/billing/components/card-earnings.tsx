import { formatClp, sessionCount } from '@emind/domain';
import { Figure } from '@emind/web-billing';
import { LoadError } from '@emind/web-ui/lists';
import { PayoutsTable } from '@emind/web-payments';
import { Heading, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { useCardEarnings } from '../api/get-card-earnings.ts';

/**
 * The month's card payments (Webpay): e-mind collects them; from the second session with each patient it owes the
 * psychologist the amount and transfers it in payout batches. Drawn by IncomePage once these have answered, with the
 * month's statement; kept, dimmed, while another month loads.
 */
export function CardEarnings({ month }: { month: string }) {
  const earnings = useCardEarnings(month);
  return (
    <Stack gap="3" as="section" aria-labelledby="card-earnings-heading">
      <Heading as="h2" size="lg" id="card-earnings-heading">Pagos con tarjeta</Heading>
      {earnings.isError ? <LoadError message="No se pudieron cargar tus pagos con tarjeta." onRetry={() => void earnings.refetch()} /> : null}
      {earnings.data ? (
        <Stack gap="4" opacity={earnings.isPlaceholderData ? 0.6 : 1}>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" data-testid="card-earnings-figures">
            <Figure label="Pagos con tarjeta del mes" value={formatClp(earnings.data.card_payments.amount)} detail={sessionCount(earnings.data.card_payments.count)} />
            <Figure label="e-mind te debe" value={formatClp(earnings.data.owed.amount)} detail={sessionCount(earnings.data.owed.count)} />
            <Figure label="En lotes de pago" value={formatClp(earnings.data.in_payouts.amount)} detail={sessionCount(earnings.data.in_payouts.count)} />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            e-mind cobra los pagos con tarjeta. La primera sesión con cada paciente nuevo es de e-mind; desde la segunda, te debemos el monto
            (menos lo reembolsado) cuando la sesión está realizada o el paciente no asistió, y lo que retuvo una cancelación tardía; te lo
            transferimos en lotes a tu cuenta bancaria.
          </Text>
          <PayoutsTable
            rows={earnings.data.payouts}
            caption="Transferencias de e-mind"
            emptyText="No hay transferencias de e-mind con corte en este mes."
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
