import { useCallback, useMemo, useState } from 'react';
import { Button, Center, Heading, HStack, Spinner, Stack, Text, toast, useBreakpointValue } from '@emind/web-ui';
import { ConfirmDialog } from '@emind/web-ui';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { isCredentialsError, usePatients } from '../api/get-patients.ts';
import { useTogglePatientStatus } from '../api/toggle-patient-status.ts';
import { useRefreshEvent } from '../hooks/use-refresh-event.ts';
import { patientName, visiblePatients, type PatientFilter, type PatientSort } from '../lib/patient-list.ts';
import type { Patient } from '../types.ts';
import { PatientCards, PatientsTable } from './patients-table.tsx';
import { PatientsToolbar } from './patients-toolbar.tsx';

export const SEARCH_DEBOUNCE_MS = 300;

export function PatientsPage() {
  const query = usePatients();
  const toggle = useTogglePatientStatus();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PatientFilter>('all');
  const [sort, setSort] = useState<PatientSort>('nextAppointment');
  const [confirming, setConfirming] = useState<Patient | null>(null);
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }, { ssr: false }) ?? 'table';
  const patients = useMemo(() => visiblePatients(query.data ?? [], { search: term, filter, sort }), [query.data, term, filter, sort]);

  const { refetch } = query;
  const refresh = useCallback(() => {
    toast('Actualizando lista de pacientes...');
    void refetch();
  }, [refetch]);
  useRefreshEvent('patients', refresh);
  const clear = () => {
    setSearch('');
    setFilter('all');
    setSort('nextAppointment');
  };
  const confirmToggle = async () => {
    if (!confirming) return;
    try {
      const updated = await toggle.mutateAsync(confirming.id);
      toast.success(updated.user.is_active ? 'Cuenta del paciente activada' : 'Cuenta del paciente desactivada');
      setConfirming(null);
    } catch {
      toast.error('Error al actualizar el estado del paciente');
    }
  };
  const confirmingName = confirming ? patientName(confirming) || confirming.user.email : '';

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Stack gap={1}>
          <Heading as="h1" size="2xl">Pacientes</Heading>
          <Text color="fg.muted">Usuarios registrados como pacientes en la plataforma.</Text>
        </Stack>
        <Button variant="outline" onClick={refresh} loading={query.isFetching && !query.isPending}>Actualizar</Button>
      </HStack>
      <PatientsToolbar search={search} filter={filter} sort={sort} onSearch={setSearch} onFilter={setFilter} onSort={setSort} onClear={clear} />
      {query.isPending ? <Center py={10}><Spinner size="lg" /></Center> : null}
      {query.isError ? (
        <ErrorPanel
          title={isCredentialsError(query.error)
            ? 'No se puede cargar la lista de pacientes: credenciales inválidas'
            : 'Error al cargar los pacientes. Por favor, intente de nuevo más tarde.'}
          retryLabel="Reintentar"
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data ? (
        <>
          <Text role="status" color="fg.muted">{patients.length} paciente(s) de {query.data.length} total</Text>
          {patients.length === 0 ? (
            <Text textAlign="center" py={8}>{term.trim() ? `No se encontraron pacientes para "${term.trim()}"` : 'No se encontraron pacientes'}</Text>
          ) : layout === 'cards' ? (
            <PatientCards patients={patients} onToggle={setConfirming} />
          ) : (
            <PatientsTable patients={patients} onToggle={setConfirming} />
          )}
        </>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.user.is_active ? 'Desactivar paciente' : 'Activar paciente'}
        confirmLabel={confirming?.user.is_active ? 'Desactivar' : 'Activar'}
        confirmPalette={confirming?.user.is_active ? 'red' : 'green'}
        loading={toggle.isPending}
        onConfirm={() => void confirmToggle()}
        onClose={() => setConfirming(null)}
      >
        <Text>
          {confirming?.user.is_active
            ? `¿Estás seguro que deseas desactivar la cuenta de ${confirmingName}? No podrá iniciar sesión hasta que la actives nuevamente.`
            : `¿Estás seguro que deseas activar la cuenta de ${confirmingName}? Podrá volver a iniciar sesión.`}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
