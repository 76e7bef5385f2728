import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { PatientFilter, PatientSort, PatientSummary as Patient } from '@emind/contracts';
import { Alert, Button, Center, ConfirmDialog, Heading, HStack, Spinner, Stack, Text, toast, useDebouncedValue } from '@emind/web-ui';
import { patientName, visiblePatients } from './patient-list.ts';
import { isCredentialsError } from './patients-api.ts';
import { PatientsTable } from './patients-table.tsx';
import { PatientsToolbar } from './patients-toolbar.tsx';
import { useRefreshEvent } from './use-refresh-event.ts';

export const SEARCH_DEBOUNCE_MS = 300;

/** What the active toggle means where it is shown: the admin's blocks the account, the psychologist's only marks. */
export interface PatientToggleTexts {
  question: (name: string, active: boolean) => string;
  done: (active: boolean) => string;
  failed: string;
}

interface PatientsPageProps {
  title: string;
  description: string;
  query: UseQueryResult<Patient[], unknown>;
  toggle: UseMutationResult<Patient, Error, number>;
  toggleTexts: PatientToggleTexts;
  /** More for each patient (e.g. a link to their detail). */
  actions?: (patient: Patient) => ReactNode;
}

/** Spec 3 'Patients': the psychologist's 'Mis Pacientes' and the admin's 'Pacientes'. */
export function PatientsPage({ title, description, query, toggle, toggleTexts, actions }: PatientsPageProps) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PatientFilter>('all');
  const [sort, setSort] = useState<PatientSort>('nextAppointment');
  const [confirming, setConfirming] = useState<Patient | null>(null);
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
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
      toast.success(toggleTexts.done(updated.user.is_active));
      setConfirming(null);
    } catch {
      toast.error(toggleTexts.failed);
    }
  };
  const active = confirming?.user.is_active ?? false;

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Stack gap={1}>
          <Heading as="h1" size="2xl">{title}</Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        <Button variant="outline" onClick={refresh} loading={query.isFetching && !query.isPending}>Actualizar</Button>
      </HStack>
      <PatientsToolbar search={search} filter={filter} sort={sort} onSearch={setSearch} onFilter={setFilter} onSort={setSort} onClear={clear} />
      {query.isPending ? <Center py={10}><Spinner size="lg" /></Center> : null}
      {query.isError ? (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">
            {isCredentialsError(query.error)
              ? 'No se puede cargar la lista de pacientes: credenciales inválidas'
              : 'Error al cargar los pacientes. Por favor, intente de nuevo más tarde.'}
          </Alert.Title>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => void query.refetch()}>Reintentar</Button>
        </Alert.Root>
      ) : null}
      {query.data ? (
        <>
          <Text role="status" color="fg.muted">{patients.length} paciente(s) de {query.data.length} total</Text>
          {patients.length === 0 ? (
            <Text textAlign="center" py={8}>{term.trim() ? `No se encontraron pacientes para "${term.trim()}"` : 'No se encontraron pacientes'}</Text>
          ) : <PatientsTable patients={patients} onToggle={setConfirming} actions={actions} />}
        </>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={active ? 'Desactivar paciente' : 'Activar paciente'}
        confirmLabel={active ? 'Desactivar' : 'Activar'}
        confirmPalette={active ? 'red' : 'green'}
        loading={toggle.isPending}
        onConfirm={() => void confirmToggle()}
        onClose={() => setConfirming(null)}
      >
        <Text>{confirming ? toggleTexts.question(patientName(confirming) || confirming.user.email, active) : null}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
