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

/** Filters live in the URL, so the home's 'pendientes' link and the back link keep them. */
export function PsychologistList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const status = statusFrom(searchParams.get('status'));
  const debouncedSearch = useDebouncedValue(search, 300);
  const query = usePsychologists({ search: debouncedSearch, status });

  const update = (next: { q?: string; status?: StatusFilter }) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(next)) {
      if (value && value !== 'all') params.set(key, value);
      else params.delete(key);
    }
    setSearchParams(params, { replace: true });
  };

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">Psicólogos</Heading>
        <Text color="fg.muted">Revisa la información, los documentos y el estado de verificación de cada psicólogo.</Text>
      </Stack>
      <PsychologistFilters
        search={search}
        status={status}
        onSearch={(q) => update({ q })}
        onStatus={(s) => update({ status: s })}
        onClear={() => setSearchParams(new URLSearchParams(), { replace: true })}
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
