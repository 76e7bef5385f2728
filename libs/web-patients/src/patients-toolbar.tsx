import { Button, Field, Flex, Input, NativeSelect } from '@emind/web-ui';
import type { PatientFilter, PatientSort } from '@emind/contracts';
import { patientFilterOptions, patientSortOptions } from './patient-list.ts';

interface PatientsToolbarProps {
  search: string;
  filter: PatientFilter;
  sort: PatientSort;
  onSearch: (value: string) => void;
  onFilter: (value: PatientFilter) => void;
  onSort: (value: PatientSort) => void;
  onClear: () => void;
}

export function PatientsToolbar({ search, filter, sort, onSearch, onFilter, onSort, onClear }: PatientsToolbarProps) {
  return (
    <Flex gap={3} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
      <Field.Root flex="2">
        <Field.Label>Buscar paciente</Field.Label>
        <Input type="search" placeholder="Nombre, apellido, correo o RUT" value={search} onChange={(e) => onSearch(e.target.value)} />
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>Filtrar</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filter} onChange={(e) => onFilter(e.target.value as PatientFilter)}>
            {patientFilterOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>Ordenar por</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={sort} onChange={(e) => onSort(e.target.value as PatientSort)}>
            {patientSortOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button variant="outline" onClick={onClear}>Limpiar filtros</Button>
    </Flex>
  );
}
