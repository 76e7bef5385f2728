import { privacyRequestKinds, privacyRequestStatuses, privacyRequestStatusLabels, type PrivacyRequestKind, type PrivacyRequestStatus } from '@emind/domain';
import { Field, Flex, NativeSelect } from '@emind/web-ui';
import type { DataRequestFilters } from '../api/get-data-requests.ts';

const kindLabels: Record<PrivacyRequestKind, string> = { export: 'Exportación', erasure: 'Eliminación' };

const asKind = (value: string) => privacyRequestKinds.find((kind) => kind === value) ?? '';
const asStatus = (value: string) => privacyRequestStatuses.find((status) => status === value) ?? '';

interface DataRequestsFiltersProps {
  value: DataRequestFilters;
  /** Any change of filter starts again at page 1. */
  onChange: (filters: DataRequestFilters) => void;
}

export function DataRequestsFilters({ value, onChange }: DataRequestsFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" role="search" aria-label="Filtros de solicitudes">
      <Field.Root w="auto" minW="48">
        <Field.Label>Tipo de solicitud</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.kind} onChange={(event) => onChange({ ...value, kind: asKind(event.target.value), page: 1 })}>
            <option value="">Todas</option>
            {privacyRequestKinds.map((kind) => <option key={kind} value={kind}>{kindLabels[kind]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w="auto" minW="56">
        <Field.Label>Estado</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.status} onChange={(event) => onChange({ ...value, status: asStatus(event.target.value), page: 1 })}>
            <option value="">Todos</option>
            {privacyRequestStatuses.map((status: PrivacyRequestStatus) => (
              <option key={status} value={status}>{privacyRequestStatusLabels[status]}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
