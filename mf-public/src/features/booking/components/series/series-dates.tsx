import { formatLongDate } from '@emind/domain';
import { Badge, HStack, List, Spinner, Text } from '@emind/web-ui';
import { useSeriesPreview, type SeriesPreviewParams } from '../../api/series/get-series-preview';
import { slotsErrorMessage } from '../booking-error';
import { LoadError } from '@emind/web-ui/lists';

/** Every date of the series, marked 'Disponible' or 'No disponible' with the reason. */
export function SeriesDates({ params }: { params: SeriesPreviewParams }) {
  const preview = useSeriesPreview(params);
  if (preview.isPending) return <Spinner color="brand.500" aria-label="Revisando las fechas de la serie" />;
  if (preview.isError) {
    return (
      <LoadError message={slotsErrorMessage(preview.error)} onRetry={() => void preview.refetch()} />
    );
  }
  const { dates } = preview.data;
  const taken = dates.filter((entry) => !entry.free).length;
  return (
    <>
      <List.Root as="ol" gap="1.5" listStyle="none" aria-label="Fechas de la serie">
        {dates.map((entry) => (
          <List.Item key={entry.date}>
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="sm">{formatLongDate(`${entry.date}T12:00:00Z`)} · {params.start_time}</Text>
              {entry.free ? <Badge colorPalette="green">Disponible</Badge> : <Badge colorPalette="red">No disponible: {entry.reason_display}</Badge>}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" role="status">
        {taken === 0 ? `Se reservarán las ${dates.length} sesiones.` : `Se reservarán solo las ${dates.length - taken} fechas disponibles.`}
      </Text>
    </>
  );
}
