import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Center, Heading, SimpleGrid, Spinner, Stack, Text, useDebouncedValue } from '@emind/web-ui';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { adminErrorMessage } from '../../../lib/admin-error-message.ts';
import { statusFilterOptions, usePsychologists, type StatusFilter } from '../api/get-psychologists.ts';
import { PsychologistCard } from './psychologist-card.tsx';
import { PsychologistFilters } from './psychologist-filters.tsx';

function statusFrom(value: string | null): StatusFilter {
  return statusFilterOptions.find((o) => o.value === value)?.value ?? 'all';
}

/**
 * Filters live in the URL, so the home's 'pendientes' link and the back link keep them. The page reads them from
 * there once and then owns them: the router commits a navigation as a transition, so two quick changes (clearing
 * the search, then picking a status) built from the URL would each start from a stale copy and undo the other.
 */
export function PsychologistList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState(() => ({ search: searchParams.get('q') ?? '', status: statusFrom(searchParams.get('status')) }));
  const debouncedSearch = useDebouncedValue(filters.search, 300);
  const query = usePsychologists({ search: debouncedSearch, status: filters.status });

  useEffect(() => {
    const params = new URLSearchParams();
    if (filters.search) params.set('q', filters.search);
    if (filters.status !== 'all') params.set('status', filters.status);
    if (params.toString() !== searchParams.toString()) setSearchParams(params, { replace: true });
  }, [filters, searchParams, setSearchParams]);

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">Psicólogos</Heading>
        <Text color="fg.muted">Revisa la información, los documentos y el estado de verificación de cada psicólogo.</Text>
      </Stack>
      <PsychologistFilters
        search={filters.search}
        status={filters.status}
        onSearch={(search) => setFilters((current) => ({ ...current, search }))}
        onStatus={(status) => setFilters((current) => ({ ...current, status }))}
        onClear={() => setFilters({ search: '', status: 'all' })}
      />
      {query.isPending ? <Center py={10}><Spinner size="lg" /></Center> : null}
      {query.isError ? (
        <ErrorPanel title="Error al cargar la lista de psicólogos" description={adminErrorMessage(query.error)} retryLabel="Reintentar" onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <>
          <Text role="status" color="fg.muted">{query.data.count} psicólogo(s) encontrado(s)</Text>
          {query.data.results.length === 0 ? (
            <Text textAlign="center" py={8}>No se encontraron psicólogos con los filtros seleccionados</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              {query.data.results.map((p) => <PsychologistCard key={p.id} psychologist={p} />)}
            </SimpleGrid>
          )}
        </>
      ) : null}
    </Stack>
  );
}
