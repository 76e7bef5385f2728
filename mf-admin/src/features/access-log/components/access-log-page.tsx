import { useState } from 'react';
import { Alert, Heading, Pager, Spinner, Stack, Text } from '@emind/web-ui';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { adminErrorMessage } from '../../../lib/admin-error-message.ts';
import { noAccessLogFilters, useAccessLog, type AccessLogFilters as Filters } from '../api/get-access-log.ts';
import { filterErrorsOf } from '../lib/filter-errors.ts';
import { AccessLogTable } from '@emind/web-account';
import { AccessLogFilters } from './access-log-filters.tsx';

/** Every read of someone's data by someone else, from every service, for audits (Ley 20.584, Ley 21.719). */
export function AccessLogPage() {
  const [filters, setFilters] = useState<Filters>(noAccessLogFilters);
  const [page, setPage] = useState(1);
  const log = useAccessLog(filters, page);
  const filterErrors = log.isError ? filterErrorsOf(log.error) : null;
  const apply = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">Registro de accesos</Heading>
        <Text color="fg.muted">Quién vio datos de salud o documentos de otra persona, cuándo y en qué servicio. El registro no se puede modificar.</Text>
      </Stack>
      <AccessLogFilters applied={filters} errors={filterErrors} onApply={apply} />
      {filterErrors?.detail ? (
        <Alert.Root status="error" rounded="md"><Alert.Indicator /><Alert.Title>{filterErrors.detail}</Alert.Title></Alert.Root>
      ) : null}
      {log.isPending ? <Spinner color="brand.500" aria-label="Cargando el registro de accesos" /> : null}
      {log.isError && !filterErrors ? (
        <ErrorPanel title="No se pudo cargar el registro de accesos" description={adminErrorMessage(log.error)} retryLabel="Reintentar" onRetry={() => void log.refetch()} />
      ) : null}
      {log.data && log.data.results.length === 0 ? <Text color="fg.muted">No hay accesos registrados con estos filtros.</Text> : null}
      {log.data && log.data.results.length > 0 ? (
        <>
          <Text textStyle="sm" color="fg.muted">{log.data.count} acceso(s)</Text>
          <AccessLogTable entries={log.data.results} audit />
          <Pager page={log.data.page} count={log.data.count} pageSize={log.data.page_size} onPage={setPage} label="Páginas del registro" />
        </>
      ) : null}
    </Stack>
  );
}
