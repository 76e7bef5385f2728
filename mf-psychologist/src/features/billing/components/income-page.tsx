import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@emind/web-api';
import { DownloadButton, MonthPicker, monthOrCurrent, StatementLinesTable } from '@emind/web-billing';
import { LoadError } from '@emind/web-ui/lists';
import { Alert, Flex, Heading, HStack, Spinner, Stack, Text } from '@emind/web-ui';
import { useCardEarnings } from '../api/get-card-earnings.ts';
import { useMonthlyStatement } from '../api/get-monthly-statement.ts';
import { CardEarnings } from './card-earnings.tsx';
import { StatementFigures } from './statement-figures.tsx';

/** 'Mis ingresos': one month's statement (figures and sessions), downloadable as CSV and PDF. */
export function IncomePage() {
  const [params, setParams] = useSearchParams();
  const month = monthOrCurrent(params.get('mes'));
  const statement = useMonthlyStatement(month);
  const earnings = useCardEarnings(month);
  // The month's statement and its card payments are drawn together, once both have answered: the statement's
  // sessions arriving after the card payments pushed them down (a layout shift of 0.46 on a phone).
  const firstLoad = statement.isPending || earnings.isPending;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const choose = (next: string) => setParams((current) => { current.set('mes', next); return current; }, { replace: true });

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">Mis ingresos</Heading>
      <Flex gap="4" justify="space-between" align="flex-end" wrap="wrap">
        <MonthPicker month={month} onChange={choose} />
        <HStack gap="2">
          <DownloadButton path={`/billing/statements/${month}/?format=csv`} fallbackName={`ingresos-${month}.csv`} onError={setDownloadError}>Descargar CSV</DownloadButton>
          <DownloadButton path={`/billing/statements/${month}/?format=pdf`} fallbackName={`ingresos-${month}.pdf`} onError={setDownloadError}>Descargar PDF</DownloadButton>
        </HStack>
      </Flex>
      {downloadError ? <Alert.Root status="error" role="alert" rounded="md"><Alert.Indicator /><Alert.Title>{downloadError}</Alert.Title></Alert.Root> : null}
      {firstLoad ? <Spinner aria-label="Cargando ingresos" /> : null}
      {statement.isError ? (
        <LoadError
          message={(statement.error instanceof ApiError && statement.error.status < 500 && statement.error.detail) || 'No se pudo cargar tu resumen mensual.'}
          onRetry={() => void statement.refetch()}
        />
      ) : null}
      {statement.data && !firstLoad ? (
        <Stack gap="6" opacity={statement.isPlaceholderData ? 0.6 : 1}>
          <StatementFigures statement={statement.data} />
          <Text fontSize="sm" color="fg.muted">
            La primera sesión con cada paciente nuevo la recibe e-mind; desde la segunda, el pago va a tu cuenta (o, si fue con tarjeta, e-mind te lo transfiere) y emites tú la boleta.
          </Text>
          <StatementLinesTable lines={statement.data.lines} caption="Sesiones del mes" />
        </Stack>
      ) : null}
      {firstLoad ? null : <CardEarnings month={month} />}
    </Stack>
  );
}
