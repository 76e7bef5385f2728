import type { MonthlyStatement } from '@emind/contracts';
import { billingMessages, formatClp, sessionCount } from '@emind/domain';
import { Figure } from '@emind/web-billing';
import { SimpleGrid, Text } from '@emind/web-ui';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const percent = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** The month's figures: paid sessions (held or still ahead), received, kept by the platform, cancelled and refunded, boletas, and the retention. */
export function StatementFigures({ statement }: { statement: MonthlyStatement }) {
  const { retention } = statement;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" data-testid="statement-figures">
      <Figure label="Sesiones atendidas" value={statement.sessions_held} />
      <Figure label="Recibido directamente" value={formatClp(statement.received_directly.amount)} detail={sessionCount(statement.received_directly.count)} />
      <Figure label="Pagado con tarjeta (e-mind te lo transfiere)" value={formatClp(statement.paid_by_card.amount)} detail={sessionCount(statement.paid_by_card.count)} />
      <Figure label="Retenido por e-mind (primeras sesiones)" value={formatClp(statement.kept_by_platform.amount)} detail={sessionCount(statement.kept_by_platform.count)} />
      <Figure label="Canceladas con pago" value={formatClp(statement.cancelled_paid.amount)} detail={sessionCount(statement.cancelled_paid.count)} />
      <Figure label="Reembolsadas" value={formatClp(statement.refunded.amount)} detail={sessionCount(statement.refunded.count)} />
      <Figure label="Boletas" value={counted(statement.boletas_issued, 'emitida', 'emitidas')} detail={counted(statement.boletas_missing, 'pendiente', 'pendientes')} />
      <Figure
        label={`Retención de boletas de honorarios ${retention.year} (informativa)`}
        value={retention.rate === null || retention.amount === null ? '—' : formatClp(retention.amount)}
        detail={
          <>
            {retention.rate === null ? billingMessages.monthOutOfTable : `Tasa ${percent.format(retention.rate)} % sobre tus sesiones (directas y con tarjeta).`}
            <Text as="span" display="block" fontSize="xs" color="fg.muted">{retention.source}</Text>
          </>
        }
      />
    </SimpleGrid>
  );
}
