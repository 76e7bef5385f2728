import { LoadError } from '@emind/web-ui/lists';
import { ScoreTable, useInstruments } from '@emind/web-measures';
import { Heading, Spinner, Stack, Table, Text } from '@emind/web-ui';
import { useOwnMeasures } from '../api/get-own-measures';

/** 'Mi historial': each answered questionnaire with its score and severity, newest first. */
export function MeasuresHistory() {
  const mine = useOwnMeasures();
  const instruments = useInstruments();
  const nameOf = (id: string) => instruments.data?.find((instrument) => instrument.id === id)?.name ?? id.toUpperCase();
  const rows = [...(mine.data ?? [])].sort((a, b) => b.answered_at.localeCompare(a.answered_at));
  return (
    <Stack as="section" gap="3" aria-labelledby="measures-history">
      <Heading as="h2" size="lg" id="measures-history">Mi historial</Heading>
      {mine.isPending ? <Spinner color="brand.500" aria-label="Cargando tu historial" /> : null}
      {mine.isError ? <LoadError message="Error al cargar tu historial" onRetry={() => void mine.refetch()} /> : null}
      {mine.data?.length === 0 ? <Text color="fg.muted">Aún no has respondido ningún cuestionario</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollArea tabIndex={0} role="region" aria-label="Mi historial de cuestionarios">
          <ScoreTable responses={rows} instrumentName={nameOf} labelledBy="measures-history" />
        </Table.ScrollArea>
      ) : null}
    </Stack>
  );
}
