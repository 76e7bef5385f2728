import type { AdminBillingMonth } from '@emind/contracts';
import { formatClp, sessionCount } from '@emind/domain';
import { Figure } from '@emind/web-billing';
import { SimpleGrid } from '@emind/web-ui';

/** What the platform received (first sessions) and refunded in the month, and its boletas. */
export function BillingFigures({ month }: { month: AdminBillingMonth }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" data-testid="billing-figures">
      <Figure label="Recibido por e-mind (primeras sesiones)" value={formatClp(month.platform_received.amount)} detail={sessionCount(month.platform_received.count)} />
      <Figure label="Reembolsado" value={formatClp(month.refunded.amount)} detail={sessionCount(month.refunded.count)} />
      <Figure label="Reembolsos pendientes" value={formatClp(month.refunds_pending.amount)} detail={sessionCount(month.refunds_pending.count)} />
      <Figure label="Boletas de e-mind" value={`${month.boletas_attached} adjuntas`} detail={`${month.boletas_missing} faltantes`} />
    </SimpleGrid>
  );
}
