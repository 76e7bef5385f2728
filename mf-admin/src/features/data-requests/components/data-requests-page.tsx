import { useState } from 'react';
import { Heading, Pager, Spinner, Stack, Text } from '@emind/web-ui';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { adminErrorMessage } from '../../../lib/admin-error-message.ts';
import { noDataRequestFilters, useDataRequests, type DataRequestFilters } from '../api/get-data-requests.ts';
import { DataRequestsFilters } from './data-requests-filters.tsx';
import { DataRequestsTable } from './data-requests-table.tsx';

/** Every export and erasure request, with its legal deadline; the admin sees them and never cancels one. */
export function DataRequestsPage() {
  const [filters, setFilters] = useState<DataRequestFilters>(noDataRequestFilters);
  const requests = useDataRequests(filters);
  const page = requests.data;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">Solicitudes de datos</Heading>
        <Text color="fg.muted">Exportaciones y eliminaciones de cuentas pedidas por las personas, con su plazo legal (Ley 21.719).</Text>
      </Stack>
      <DataRequestsFilters value={filters} onChange={setFilters} />
      {requests.isPending ? <Spinner color="brand.500" aria-label="Cargando solicitudes de datos" /> : null}
      {requests.isError ? (
        <ErrorPanel title="No se pudieron cargar las solicitudes de datos" description={adminErrorMessage(requests.error)} retryLabel="Reintentar" onRetry={() => void requests.refetch()} />
      ) : null}
      {page && page.results.length === 0 ? <Text color="fg.muted">No hay solicitudes de datos.</Text> : null}
      {page && page.results.length > 0 ? (
        <>
          <Text textStyle="sm" color="fg.muted">{page.count} solicitud(es)</Text>
          <DataRequestsTable requests={page.results} now={new Date()} />
          <Pager page={page.page} count={page.count} pageSize={page.page_size} onPage={(next) => setFilters({ ...filters, page: next })} label="Páginas de solicitudes" />
        </>
      ) : null}
    </Stack>
  );
}
