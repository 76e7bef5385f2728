import { Button, Field, Flex, Input, NativeSelect } from '@emind/web-ui';
import { statusFilterOptions, type StatusFilter } from '../api/get-psychologists.ts';

interface PsychologistFiltersProps {
  search: string;
  status: StatusFilter;
  onSearch: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
  onClear: () => void;
}

export function PsychologistFilters({ search, status, onSearch, onStatus, onClear }: PsychologistFiltersProps) {
  const filtered = search !== '' || status !== 'all';
  return (
    <Flex gap={3} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
      <Field.Root flex="2">
        <Field.Label>Buscar</Field.Label>
        <Input type="search" placeholder="Buscar por nombre o correo electrónico" value={search} onChange={(e) => onSearch(e.target.value)} />
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>Estado</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={status} onChange={(e) => onStatus(e.target.value as StatusFilter)}>
            {statusFilterOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button variant="outline" onClick={onClear} disabled={!filtered}>Limpiar filtros</Button>
    </Flex>
  );
}
