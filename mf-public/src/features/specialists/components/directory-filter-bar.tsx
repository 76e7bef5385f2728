import { Box, Field, Flex, NativeSelect, SimpleGrid } from '@emind/web-ui';
import { directorySorts } from '@emind/domain';
import { directoryFilterFields, type DirectoryFilterParam, type DirectoryQuery } from '../hooks/directory-query';
import { SpecialistsCounter } from './specialists-counter';

interface DirectoryFilterBarProps {
  query: DirectoryQuery;
  count: number | null;
  onFilter: (param: DirectoryFilterParam, value: string | null) => void;
  onSort: (ordering: string) => void;
}

export function DirectoryFilterBar({ query, count, onFilter, onSort }: DirectoryFilterBarProps) {
  return (
    <Box as="section" aria-label="Filtros" bg="white" rounded="2xl" borderWidth="1px" borderColor="brand.100" p={{ base: '4', md: '6' }} shadow="sm">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="4" mb="4">
        <SpecialistsCounter count={count} />
        <Field.Root maxW={{ md: '64' }}>
          <Field.Label>Ordenar por</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={query.ordering} onChange={(event) => onSort(event.currentTarget.value)}>
              {directorySorts.map((sort) => (
                <option key={sort.value} value={sort.value}>{sort.label}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {directoryFilterFields.map(({ param, label, options }) => (
          <Field.Root key={param}>
            <Field.Label>{label}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={query.filters[param] ?? ''} onChange={(event) => onFilter(param, event.currentTarget.value || null)}>
                <option value="">Todos</option>
                {options.map((option) => (
                  <option key={option} value={option}>{option}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
