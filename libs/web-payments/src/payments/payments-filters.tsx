import { appointmentStatusLabels } from '@emind/domain';
import { Button, Field, Flex, Input, NativeSelect } from '@emind/web-ui';
import type { PaymentFilters } from './payments-api.ts';

const statuses = ['PENDING_PAYMENT', 'PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED', 'CANCELLED'] as const;

interface PaymentsFiltersProps {
  value: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

export function PaymentsFilters({ value, onChange, onRefresh, refreshing }: PaymentsFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" role="search" aria-label="Filtros de pagos">
      <Field.Root w="auto">
        <Field.Label>Fecha inicio</Field.Label>
        <Input type="date" value={value.start_date} onChange={(event) => onChange({ ...value, start_date: event.target.value })} />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>Fecha fin</Field.Label>
        <Input type="date" value={value.end_date} onChange={(event) => onChange({ ...value, end_date: event.target.value })} />
      </Field.Root>
      <Field.Root w="auto" minW="56">
        <Field.Label>Estado</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.status} onChange={(event) => onChange({ ...value, status: event.target.value })}>
            <option value="">Pendientes y verificados</option>
            {statuses.map((status) => <option key={status} value={status}>{appointmentStatusLabels[status]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button variant="outline" onClick={onRefresh} loading={refreshing}>Actualizar</Button>
    </Flex>
  );
}
